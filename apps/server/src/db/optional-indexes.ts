import type postgres from "postgres";

/**
 * Indexes PostgreSQL builds only when the server offers their extension, so a migration (which
 * PGlite and machines without the extension also run) cannot require them (decision 082).
 * `deploy/install-rum.sh` installs Debian's `postgresql-15-rum`; without it nothing happens here and
 * catalogue search keeps its GIN path. The index names are SQL text of the features' tables, as
 * migrations are; the kernel imports no feature for them.
 */
/** The RUM index of services' search vectors, which catalogue search reads in rank order when present. */
export const rumSearchIndexName = "services_search_rum_idx";

const optionalIndexes = [
  {
    extension: "rum",
    name: rumSearchIndexName,
    // Positions in the index let `search_vector <=> query` come out in rank order (RUM's README).
    definition: "on services using rum (search_vector rum_tsvector_ops)",
  },
];

/**
 * Creates each optional index whose extension the server has available, with the extension. Not
 * CONCURRENTLY: that build waits for every older snapshot, including the one of another instance
 * waiting for the migration lock this caller holds, a deadlock. So writes to the table wait while
 * it is built, once per database (about 1.2 s at 100,000 services). The caller holds the lock.
 * @param client the migration connection.
 * @returns the names of the optional indexes present afterwards.
 * @throws what PostgreSQL throws for a failed CREATE (the migration step fails with it).
 */
export async function ensureOptionalIndexes(client: postgres.Sql): Promise<string[]> {
  const present: string[] = [];
  for (const index of optionalIndexes) {
    const [available] = await client<{ found: boolean }[]>`
      select exists (select 1 from pg_available_extensions where name = ${index.extension}) as found`;
    if (!available?.found) continue;
    await client.unsafe(`create extension if not exists ${index.extension}`);
    await client.unsafe(`create index if not exists ${index.name} ${index.definition}`);
    present.push(index.name);
  }
  return present;
}
