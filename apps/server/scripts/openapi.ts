// The live OpenAPI document, outside a running server: `npm run generate:client` rewrites the
// committed client types from it, `npm run lint:api` lints it with the committed redocly.yaml.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { clientTypesPath, renderClientTypes } from "@agora/client/render";
import { loadOpenApiDocument } from "./openapi-document";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Writes the document to `.tmp/openapi.json` (the path .redocly.lint-ignore.yaml names) and lints it
 * with the repository's redocly.yaml.
 * @returns redocly's exit code: 0 when nothing is found (redocly.yaml makes every finding an error).
 */
async function lint(document: Record<string, unknown>): Promise<number> {
  const file = join(repoRoot, ".tmp/openapi.json");
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
  const bin = join(repoRoot, "node_modules/.bin/redocly");
  const args = ["lint", file, "--config", join(repoRoot, "redocly.yaml"), "--max-problems", "1000"];
  const run = spawnSync(bin, args, { stdio: "inherit", cwd: repoRoot });
  return run.status ?? 1;
}

const command = process.argv[2];
if (command === "generate") {
  const text = await renderClientTypes(await loadOpenApiDocument());
  await writeFile(clientTypesPath, text);
  console.log(`wrote ${fileURLToPath(clientTypesPath)}`);
} else if (command === "lint") {
  process.exitCode = await lint(await loadOpenApiDocument());
} else if (command === "dump") {
  process.stdout.write(`${JSON.stringify(await loadOpenApiDocument(), null, 2)}\n`);
} else {
  console.error("usage: node --import tsx apps/server/scripts/openapi.ts generate|lint|dump");
  process.exitCode = 2;
}
