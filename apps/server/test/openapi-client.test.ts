import { readFile } from "node:fs/promises";
import { clientTypesPath, renderClientTypes } from "@agora/client/render";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, startTestServer, type TestServer } from "./harness";

// The web app and the SDKs use packages/client, generated from the OpenAPI document. A route change
// that is not regenerated would leave them with wrong types: this test catches it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("generated client", () => {
  it("matches the live OpenAPI document (run `npm run generate:client` after changing a route)", async () => {
    const document = (await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/openapi.json")).body;
    const committed = await readFile(clientTypesPath, "utf8");
    expect(await renderClientTypes(document)).toBe(committed);
  });

  it("gives every operation an operationId, a summary, tags and a problem+json 4xx", async () => {
    const document = (await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/openapi.json")).body;
    const methods = ["get", "post", "put", "patch", "delete"];
    const incomplete: string[] = [];
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, op] of Object.entries(item).filter(([m]) => methods.includes(m))) {
        const id = op.operationId as string | undefined;
        if (!id || !/^[a-z][a-zA-Z]+$/.test(id) || ids.has(id)) incomplete.push(`${method} ${path}: operationId`);
        if (id) ids.add(id);
        if (!op.summary) incomplete.push(`${method} ${path}: summary`);
        if (!(op.tags as string[] | undefined)?.length) incomplete.push(`${method} ${path}: tags`);
        for (const [status, answer] of Object.entries(op.responses as Record<string, { content?: object }>)) {
          if (status.startsWith("4") && !Object.hasOwn(answer.content ?? {}, "application/problem+json"))
            incomplete.push(`${method} ${path}: ${status} is not problem+json`);
        }
      }
    }
    expect(incomplete).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(document.info.license).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });
});
