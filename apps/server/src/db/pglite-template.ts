import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// A fresh embedded database spends about 5 s in PostgreSQL's initdb before the first migration,
// most of `npm start`'s first start (issue "First sight": answer within 10 s of the build). The
// build writes one migrated data directory as a tarball; a new DATA_DIR starts from it (about
// 1.7 s) instead. Keyed by the migrations and PGlite's version, so a stale tarball is never used.

/** Where built templates are kept: npm's conventional cache folder, outside the repository's files. */
const cacheDir = fileURLToPath(new URL("../../../../node_modules/.cache/agora", import.meta.url));

/**
 * The template tarball's path for these migrations: `pglite-<sha256 of the migration journal and
 * PGlite's version, 16 hex>.tar` under node_modules/.cache/agora.
 * @param migrationsFolder drizzle-kit's folder (its meta/_journal.json names every migration).
 */
export async function pgliteTemplatePath(migrationsFolder: string): Promise<string> {
  const journal = await readFile(join(migrationsFolder, "meta", "_journal.json"));
  // The package's own manifest is not exported; its entry file changes with every release as well.
  const pglite = await readFile(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  const key = createHash("sha256").update(journal).update(pglite).digest("hex").slice(0, 16);
  return join(cacheDir, `pglite-${key}.tar`);
}

/** Whether `dataDir` holds no database yet (PostgreSQL writes PG_VERSION first). */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * The template for these migrations, when the build wrote one.
 * @returns the tarball as a Blob for PGlite's `loadDataDir`, or undefined.
 */
export async function readPgliteTemplate(migrationsFolder: string): Promise<Blob | undefined> {
  const path = await pgliteTemplatePath(migrationsFolder);
  if (!existsSync(path)) return undefined;
  return new Blob([await readFile(path)]);
}

/**
 * Writes the template (written to a temporary name, then renamed, so a reader never sees half).
 * @param dump a migrated PGlite data directory (`dumpDataDir("none")`).
 * @returns the path written.
 */
export async function writePgliteTemplate(migrationsFolder: string, dump: Blob): Promise<string> {
  const path = await pgliteTemplatePath(migrationsFolder);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return path;
}
