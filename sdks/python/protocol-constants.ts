import { readFileSync } from "node:fs";
import * as contracts from "@agora/contracts";

/**
 * The Python SDK's copy of the realtime protocol's numbers: `agora/_protocol.py`, generated from
 * packages/contracts/src/realtime-protocol.ts (decision 066), with the few other limits of the
 * contract the SDK checks before sending. Python cannot import the contract, so the file is written
 * from it and a test compares the committed file with what this renders.
 */

/** The committed generated module, rewritten by {@link generateCommand}. */
export const pythonConstantsPath = new URL("./agora/_protocol.py", import.meta.url);

/** A contract file the constants and their doc comments are read from. */
interface ConstantsSource {
  /** Its path under packages/contracts/src. */
  file: string;
  /** The constants taken from it; every `export const` when absent. */
  only?: string[];
}

/**
 * The realtime protocol, whole; and the largest evidence file, which the Python SDK checks before an
 * upload because the server refuses a larger body by closing the connection, and httpx, still
 * writing the body, then never reads the 413 (Node's fetch does).
 */
const sources: ConstantsSource[] = [
  { file: "realtime-protocol.ts" },
  { file: "dispute-evidence.ts", only: ["disputeEvidenceBytesMax"] },
];

/** Where a source file is. */
const sourcePath = (file: string) => new URL(`../../packages/contracts/src/${file}`, import.meta.url);

/** The command that rewrites {@link pythonConstantsPath}, named in its header and in the drift test. */
export const generateCommand = "npm run generate:python-constants";

/** One constant of the contract, as the Python module states it. */
interface PythonConstant {
  name: string;
  /** A Python literal: an int, or a float of seconds for a duration. */
  literal: string;
  docstring: string;
}

/**
 * `streamHeartbeatIntervalMs` → `STREAM_HEARTBEAT_INTERVAL_S`, `closeUnauthorized` →
 * `CLOSE_UNAUTHORIZED`: the SDK's naming, with seconds as its unit of time.
 */
function pythonName(name: string): string {
  const base = name.endsWith("Ms") ? `${name.slice(0, -2)}S` : name;
  return base.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
}

/** A doc comment's text without its `/**`, `*` and `*\/` marks, one line per line. */
function commentText(body: string): string[] {
  return body
    .split("\n")
    .map((line) => line.replace(/^\s*\*?\s?/, "").trimEnd())
    .filter((line, i, all) => line !== "" || (i > 0 && i < all.length - 1));
}

/** One constant as declared: its name, its source file and its doc comment's lines (if any). */
interface Declared {
  name: string;
  file: string;
  lines: string[] | undefined;
}

/** The constants of one source with their doc comments, in the file's order. */
function declaredIn({ file, only }: ConstantsSource): Declared[] {
  const source = readFileSync(sourcePath(file), "utf8");
  const declared = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1] as string);
  const documented = new Map(
    [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)/g)].map((m) => [
      m[2] as string,
      commentText(m[1] as string),
    ]),
  );
  const missing = (only ?? []).filter((name) => !declared.includes(name));
  if (missing.length) throw new Error(`${file}: no export const ${missing.join(", ")}`);
  return declared
    .filter((name) => !only || only.includes(name))
    .map((name) => ({ name, file, lines: documented.get(name) }));
}

/**
 * Reads the constants of every source with the doc comment above each and its value from the
 * contract package (so a value computed from another, like `seenEventIdsMax`, is right).
 * @throws Error when a constant has no doc comment, is not a finite number, or is a duration
 *   (`…Ms`) whose comment does not state the unit: the files' rule, so Python gets no silent gap.
 */
function readConstants(): PythonConstant[] {
  const declared = sources.flatMap(declaredIn);
  const values = contracts as unknown as Record<string, unknown>;
  const names = new Map(declared.map(({ name }) => [name, pythonName(name)]));
  return declared.map(({ name, file, lines }) => {
    const value = values[name];
    if (!lines) throw new Error(`${file}: ${name} has no doc comment`);
    if (typeof value !== "number" || !Number.isFinite(value))
      throw new Error(`${file}: ${name} is not a number exported by @agora/contracts`);
    const isDuration = name.endsWith("Ms");
    if (isDuration && !lines.some((line) => /\bms\b/.test(line)))
      throw new Error(`${file}: the comment of ${name} does not say "ms"`);
    const docstring = lines
      .map((line) =>
        line
          .replace(/\{@link (\w+)\}/g, (_, linked: string) => `\`${names.get(linked) ?? linked}\``)
          // reStructuredText marks code with double backquotes.
          .replace(/`([^`]+)`/g, "``$1``")
          .replace(/\bms\b/g, isDuration ? "seconds" : "ms"),
      )
      .join("\n");
    const literal = isDuration ? pythonFloat(value / 1000) : String(value);
    return { name: pythonName(name), literal, docstring };
  });
}

/** `10` → `10.0`, `0.5` → `0.5`: a float literal, so seconds stay floats in Python. */
function pythonFloat(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/**
 * The text of `agora/_protocol.py` for the contract as it stands: a header naming the command
 * that wrote it, then each constant with its docstring, in the contract's order.
 * @returns the file's text; the same contract always gives the same text.
 * @throws Error as {@link readConstants} does.
 */
export function renderPythonConstants(): string {
  const constants = readConstants()
    .map((c) => `${c.name}: Final = ${c.literal}\n"""${c.docstring}"""\n`)
    .join("\n");
  const files = sources.map((s) => s.file).join(", ");
  return `# Generated from packages/contracts/src/{${files}} by \`${generateCommand}\`; do not edit.
# A test (sdks/python/protocol-constants.test.ts) fails when this file differs from what the contract gives.
"""The realtime protocol's numbers, the same as the server's, the web's and the JavaScript SDK's, and
the request limits the SDK checks before sending.

Durations are in seconds here (the contract states them in ms).
"""

from typing import Final

${constants}`;
}
