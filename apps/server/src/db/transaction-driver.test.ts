import postgres from "postgres";
import { describe, expect, it } from "vitest";

// postgres.js 3.4.9 could send a transaction's BEGIN without reserving its connection when the
// write signalled backpressure or filled the pipeline (porsager/postgres#1189, #823): the
// transaction failed with UNSAFE_TRANSACTION (an opaque 500 here) and its connection went back to
// the pool inside an open transaction, where unrelated queries then ran. The dependency carries
// the upstream fix (patches/, PR #1218); `max_pipeline: 0` makes every write hit the boundary.
describe.skipIf(!process.env.DATABASE_URL)("transactions on the PostgreSQL driver", () => {
  it("reserve their connection even when the BEGIN fills the pipeline, and leave no transaction open", async () => {
    // `max_pipeline` is a documented option (postgres.js README) that its type definitions lack.
    const options = { max: 2, max_pipeline: 0, onnotice: () => {} } as postgres.Options<Record<string, never>>;
    const sql = postgres(process.env.DATABASE_URL as string, options);
    try {
      for (let i = 0; i < 5; i++) {
        const [row] = await sql.begin(async (tx) => tx`select ${i}::int as i, now() = statement_timestamp() as same`);
        expect(row?.i).toBe(i);
      }
      // Outside a transaction every statement has its own start time; inside one, now() stays put.
      const [first] = await sql`select now() as at`;
      await new Promise((r) => setTimeout(r, 5));
      const [second] = await sql`select now() as at`;
      expect(second?.at.getTime()).toBeGreaterThan(first?.at.getTime());
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});
