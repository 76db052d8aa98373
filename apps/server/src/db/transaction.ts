import type { Db, Tx } from "./client";

/** SQLSTATEs worth retrying the whole transaction for: serialization failure, deadlock. */
const retryable = new Set(["40001", "40P01"]);

/** Most attempts {@link inTransaction} makes before it rethrows a retryable error. */
const transactionAttemptsMax = 5;

/**
 * Runs `work` in a transaction, retrying it (up to 5 attempts) when PostgreSQL reports a
 * serialization failure or deadlock; any other error rolls back and is rethrown.
 * @returns what `work` returns, once its transaction committed.
 * @throws whatever `work` throws (after the last attempt for a retryable SQLSTATE).
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).code ??
        (err as { cause?: { code?: string } }).cause?.code;
      if (attempt >= transactionAttemptsMax || !code || !retryable.has(code)) throw err;
    }
  }
}
