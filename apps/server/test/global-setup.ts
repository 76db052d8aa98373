import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { databaseUrl, withDatabase } from "./postgres-admin";

/**
 * Migrates one database for the whole run: a PGlite dump, or, when DATABASE_URL is set, a
 * PostgreSQL template database. Each test file then gets a private copy (see test/harness.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `agora_tpl_${process.pid}_${Date.now()}`;
    await withDatabase(url, (sql) => sql.unsafe(`create database "${template}"`));
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, template), poolMax: 1 });
    await database.migrate();
    await database.close();
    project.provide("pgTemplateDatabase", template);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await withDatabase(url, async (sql) => {
        const rows = await sql<{ datname: string }[]>`
          select datname from pg_database where datname like ${`agora_t%_${process.pid}_%`}`;
        for (const { datname } of rows) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
      });
    };
  }
  const dir = await mkdtemp(join(tmpdir(), "agora-test-"));
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const dump = await (database.dumpDataDir as () => Promise<Blob>)();
  await database.close();
  const path = join(dir, "template.tar");
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  project.provide("pgTemplateDatabase", "");
  return () => rm(dir, { recursive: true, force: true });
}
