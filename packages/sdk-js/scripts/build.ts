// Builds the publishable package into packages/sdk-js/dist (decision 022):
//   dist/index.js        one ESM file: the SDK with the private workspaces @agora/client and
//                        @agora/contracts bundled in (esbuild); zod, canonicalize, openapi-fetch and ws
//                        stay imports, declared as the package's dependencies
//   dist/types/…         declarations emitted by tsc for the SDK and the parts of the two workspaces it
//                        uses, with their imports rewritten to relative `.js` paths, so they resolve
//                        under moduleResolution node16/nodenext and bundler alike
//   dist/package.json    the manifest to publish (`npm publish packages/sdk-js/dist`), README.md
// and links the result into consumer/node_modules/@agora/sdk, where the consumer project's typecheck
// imports it the way an installed package is imported.
import { spawnSync } from "node:child_process";
import { mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packageDir = fileURLToPath(new URL("../", import.meta.url));
const repoRoot = join(packageDir, "../..");
const dist = join(packageDir, "dist");
const typesDir = join(dist, "types");

/** The packages the bundle imports at run time, with the versions the workspaces pin. */
async function runtimeDependencies(): Promise<Record<string, string>> {
  const read = async (path: string) => JSON.parse(await readFile(join(repoRoot, path), "utf8"));
  const [sdk, client, contracts] = await Promise.all([
    read("packages/sdk-js/package.json"),
    read("packages/client/package.json"),
    read("packages/contracts/package.json"),
  ]);
  return {
    canonicalize: contracts.dependencies.canonicalize,
    "openapi-fetch": client.dependencies["openapi-fetch"],
    ws: sdk.dependencies.ws,
    zod: contracts.dependencies.zod,
  };
}

async function bundleJs(external: string[]): Promise<void> {
  await build({
    entryPoints: [join(packageDir, "src/index.ts")],
    outfile: join(dist, "index.js"),
    bundle: true,
    format: "esm",
    // Neutral: nothing Node-only is bundled; `ws` is imported lazily, in Node only.
    platform: "neutral",
    target: "es2022",
    external,
    sourcemap: true,
    legalComments: "inline",
  });
}

function emitDeclarations(): void {
  const tsc = join(repoRoot, "node_modules/.bin/tsc");
  const run = spawnSync(tsc, ["-p", join(packageDir, "tsconfig.build.json")], { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`tsc failed with ${run.status}`);
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Rewrites the declarations' module specifiers: the workspaces' names to relative paths inside
 * dist/types, and extensionless relative imports to `.js` (node16/nodenext resolution needs them).
 */
async function rewriteSpecifiers(): Promise<void> {
  const workspaces: Record<string, string> = {
    "@agora/client": join(typesDir, "client/src/index.js"),
    "@agora/contracts": join(typesDir, "contracts/src/index.js"),
  };
  for await (const file of filesUnder(typesDir)) {
    if (!file.endsWith(".d.ts")) continue;
    const text = await readFile(file, "utf8");
    const rewritten = text.replace(/((?:from|import)\s*\(?\s*)"([^"]+)"/g, (match, prefix: string, spec: string) => {
      const target = workspaces[spec];
      if (target) {
        const rel = relative(dirname(file), target);
        return `${prefix}"${rel.startsWith(".") ? rel : `./${rel}`}"`;
      }
      if (spec.startsWith(".") && !/\.(js|mjs|cjs|json)$/.test(spec)) return `${prefix}"${spec}.js"`;
      return match;
    });
    if (rewritten !== text) await writeFile(file, rewritten);
  }
  const leftovers: string[] = [];
  for await (const file of filesUnder(typesDir)) {
    if (file.endsWith(".d.ts") && /"@agora\//.test(await readFile(file, "utf8"))) leftovers.push(file);
  }
  if (leftovers.length) throw new Error(`declarations still import a private workspace: ${leftovers.join(", ")}`);
}

async function writeManifest(dependencies: Record<string, string>): Promise<void> {
  const source = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8"));
  const manifest = {
    name: source.name,
    version: source.version,
    description: source.description,
    license: source.license,
    type: "module",
    engines: source.engines,
    sideEffects: false,
    exports: {
      ".": { types: "./types/sdk-js/src/index.d.ts", default: "./index.js" },
      "./package.json": "./package.json",
    },
    types: "./types/sdk-js/src/index.d.ts",
    files: ["index.js", "index.js.map", "types", "README.md"],
    dependencies,
  };
  await writeFile(join(dist, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dist, "README.md"), await readFile(join(packageDir, "README.md"), "utf8").catch(() => ""));
}

/** Links dist into the consumer project's node_modules, as `npm install` of the published package would place it. */
async function linkIntoConsumer(): Promise<void> {
  const link = join(packageDir, "consumer/node_modules/@agora/sdk");
  await rm(link, { recursive: true, force: true });
  await mkdir(dirname(link), { recursive: true });
  await symlink(relative(dirname(link), dist), link, "dir");
}

await rm(dist, { recursive: true, force: true });
const dependencies = await runtimeDependencies();
await bundleJs([...Object.keys(dependencies)]);
emitDeclarations();
await rewriteSpecifiers();
await writeManifest(dependencies);
await linkIntoConsumer();
console.log(`built ${relative(repoRoot, dist)}`);
