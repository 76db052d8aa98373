import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateCommand, pythonConstantsPath, renderPythonConstants } from "./protocol-constants";

// The Python SDK cannot import the contract; it reads the realtime protocol's numbers (and the
// evidence upload's size limit) from a file generated from it. A constant changed without
// regenerating would leave Python on the old number.

describe("agora/_protocol.py", () => {
  it(`matches packages/contracts (run \`${generateCommand}\` after changing it)`, () => {
    const committed = readFileSync(pythonConstantsPath, "utf8");
    expect(committed, `agora/_protocol.py is out of date: run \`${generateCommand}\``).toBe(renderPythonConstants());
  });

  it("states durations in seconds, under the SDK's names", () => {
    const text = renderPythonConstants();
    expect(text).toContain("STREAM_HEARTBEAT_INTERVAL_S: Final = 10.0\n");
    expect(text).toContain("RECONNECT_BASE_S: Final = 0.5\n");
    expect(text).toContain("CLOSE_UNAUTHORIZED: Final = 4401\n");
    expect(text).toContain("SEEN_EVENT_IDS_MAX: Final = 1000\n");
    expect(text).toContain("DISPUTE_EVIDENCE_BYTES_MAX: Final = 5242880\n");
  });
});
