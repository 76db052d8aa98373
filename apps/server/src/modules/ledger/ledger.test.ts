import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/harness";
import type { Database } from "../../db/client";
import { executeRows } from "../../db/rows";
import { inTransaction } from "../../db/transaction";
import { payFromEscrow } from "./escrow";
import {
  accountId,
  balanceOf,
  checkLedger,
  escrowAccount,
  platformAccount,
  platformShardCountDefault,
  platformShardOf,
  setPlatformShardCount,
  transfer,
  transferMany,
  userAccount,
} from "./ledger.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe("ledger", () => {
  it("moves money between accounts and records balances after each leg", async () => {
    const db = database.db;
    const alice = userAccount(randomUUID());
    const funding = await accountId(db, platformAccount("funding"));
    const a = await accountId(db, alice);
    const posted = await transfer(db, {
      debit: funding,
      credit: a,
      amount: 5_000_000n,
      code: "deposit" as const,
      reference: "test:1",
    });
    expect(posted.creditBalanceAfter).toBe(5_000_000n);
    expect(await balanceOf(db, alice)).toBe(5_000_000n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("keeps running balances per account across many legs, and any text in codes, references and keys", async () => {
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const poolRef = userAccount(randomUUID());
    const pool = await accountId(db, poolRef);
    const payees = await Promise.all([1, 2, 3, 4, 5].map(() => accountId(db, userAccount(randomUUID()))));
    const odd = 'a "quoted", {braced} \\ back\\slash, NULL';
    const payoutLegs = (amount: (i: number) => bigint) =>
      payees.map((p, i) => ({ debit: pool, credit: p, amount: amount(i), code: "payout" as const, reference: "NULL" }));
    // Six legs: more than the loop of ledger_post takes, so the set-based way posts them.
    const posted = await transferMany(db, [
      {
        debit: funding,
        credit: pool,
        amount: 2000n,
        code: "deposit" as const,
        reference: odd,
        key: `${odd}:${randomUUID()}`,
      },
      ...payoutLegs((i) => BigInt(100 * (i + 1))),
    ]);
    // The pool's balance after each leg is the running sum in leg order.
    expect(posted.map((t) => t.debitBalanceAfter).slice(1)).toEqual([1900n, 1700n, 1400n, 1000n, 500n]);
    expect(posted.map((t) => t.creditBalanceAfter)).toEqual([2000n, 100n, 200n, 300n, 400n, 500n]);
    expect(posted.map((t) => t.id)).toEqual([...posted.map((t) => t.id)].sort((a, b) => (a < b ? -1 : 1)));
    const referenceOf = async (id: bigint | undefined) =>
      (await executeRows<{ reference: string }>(db, sql`select reference from ledger_transfers where id = ${id}`))[0]
        ?.reference;
    expect(await referenceOf(posted[0]?.id)).toBe(odd);
    expect(await referenceOf(posted[1]?.id)).toBe("NULL");
    // The fifth of these legs overdraws the pool (500 left): refused, naming the shortfall, and nothing moves.
    await expect(
      transferMany(
        db,
        payoutLegs((i) => (i === 4 ? 150n : 100n)),
      ),
    ).rejects.toMatchObject({
      code: "insufficient_funds",
      message: expect.stringContaining("available balance is short by 0.00005 USD"),
    });
    expect(await balanceOf(db, poolRef)).toBe(500n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("refuses an overdraft and changes nothing, even when an earlier leg of the batch was fine", async () => {
    const db = database.db;
    const bob = userAccount(randomUUID());
    const funding = await accountId(db, platformAccount("funding"));
    const b = await accountId(db, bob);
    const escrowRef = escrowAccount(randomUUID());
    const escrow = await accountId(db, escrowRef);
    await transfer(db, {
      debit: funding,
      credit: b,
      amount: 1_000_000n,
      code: "deposit" as const,
      reference: "test:2",
    });
    await expect(
      inTransaction(db, (tx) =>
        transferMany(tx, [
          { debit: b, credit: escrow, amount: 600_000n, code: "escrow_fund" as const, reference: "contract:x" },
          { debit: b, credit: escrow, amount: 600_000n, code: "escrow_fund" as const, reference: "contract:x" },
        ]),
      ),
    ).rejects.toMatchObject({ code: "insufficient_funds" });
    expect(await balanceOf(db, bob)).toBe(1_000_000n);
    expect(await balanceOf(db, escrowRef)).toBe(0n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("refuses an unknown account and an overdraft alike in short and long postings, changing nothing", async () => {
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const refs = Array.from({ length: 6 }, () => userAccount(randomUUID()));
    const ids = await Promise.all(refs.map((r) => accountId(db, r)));
    const deposit = (credit: string) => ({
      debit: funding,
      credit,
      amount: 100n,
      code: "deposit" as const,
      reference: "test:x",
    });
    const unknown = randomUUID();
    const postings = [
      [deposit(unknown)],
      [{ ...deposit(ids[0] as string), debit: unknown }],
      [...ids.map(deposit), deposit(unknown)],
    ];
    for (const legs of postings)
      await expect(inTransaction(db, (tx) => transferMany(tx, legs))).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/unknown account/) },
      });
    // The long path plans each call afresh (migration 0031): past PL/pgSQL's five cached-plan calls
    // it must still refuse the first overdraft by leg order and post the rest exactly.
    for (let round = 0; round < 7; round++) {
      // Each account passes 10,000 µUSD on, more than any holds: the first leg is refused.
      const overdraft = ids.map((credit, i) => ({
        ...deposit(credit),
        debit: ids[(i + 1) % ids.length] as string,
        amount: 10_000n,
      }));
      await expect(inTransaction(db, (tx) => transferMany(tx, overdraft))).rejects.toMatchObject({
        code: "insufficient_funds",
      });
      await transferMany(db, ids.map(deposit));
    }
    for (const r of refs) expect(await balanceOf(db, r)).toBe(700n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("keeps exactly-once legs: a second transfer with the same key fails", async () => {
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const c = await accountId(db, userAccount(randomUUID()));
    const leg = {
      debit: funding,
      credit: c,
      amount: 10n,
      code: "deposit" as const,
      reference: "test:3",
      key: `k-${randomUUID()}`,
    };
    await transfer(db, leg);
    await expect(transfer(db, leg)).rejects.toThrow();
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("keeps every balance non-negative and the books balanced under many parallel transfers", async () => {
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const accounts = await Promise.all([0, 1, 2].map(() => accountId(db, userAccount(randomUUID()))));
    for (const a of accounts)
      await transfer(db, { debit: funding, credit: a, amount: 1_000_000n, code: "deposit" as const, reference: "par" });
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const from = accounts[i % 3] as string;
        const to = accounts[(i + 1) % 3] as string;
        const amount = BigInt(50_000 + ((i * 7919) % 450_000));
        return transfer(db, { debit: from, credit: to, amount, code: "escrow_fund" as const, reference: "par" }).then(
          () => "posted",
          (e: { code?: string }) => e.code ?? "error",
        );
      }),
    );
    expect(outcomes.every((o) => o === "posted" || o === "insufficient_funds")).toBe(true);
    const balances = await Promise.all(accounts.map(balanceOfId));
    expect(balances.every((b) => b >= 0n)).toBe(true);
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(3_000_000n);
    expect(await checkLedger(db)).toMatchObject({ ok: true, negative: [], mismatched: [] });
  });

  it("holds its invariants over random histories of deposits, payments, escrow and overdraft attempts", async () => {
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const fees = await accountId(db, platformAccount("fees"));
    const users = await Promise.all([0, 1, 2].map(() => accountId(db, userAccount(randomUUID()))));
    const escrows = await Promise.all([0, 1].map(() => accountId(db, escrowAccount(randomUUID()))));
    const all = [...users, ...escrows];
    const model = new Map<string, bigint>(all.map((id) => [id, 0n]));
    for (const id of all) model.set(id, await balanceOfId(id));
    const amount = fc.bigInt({ min: 1n, max: 3_000_000n });
    const op = fc.oneof(
      fc.record({ t: fc.constant("deposit" as const), to: fc.constantFrom(...users), amount }),
      fc.record({ t: fc.constant("pay" as const), from: fc.constantFrom(...all), to: fc.constantFrom(...all), amount }),
      fc.record({
        t: fc.constant("release" as const),
        from: fc.constantFrom(...escrows),
        to: fc.constantFrom(...users),
        amount,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const legs =
            o.t === "deposit"
              ? [{ debit: funding, credit: o.to, amount: o.amount, code: "deposit" as const, reference: "prop" }]
              : o.t === "pay"
                ? o.from === o.to
                  ? []
                  : [{ debit: o.from, credit: o.to, amount: o.amount, code: "escrow_fund" as const, reference: "prop" }]
                : [
                    { debit: o.from, credit: o.to, amount: o.amount, code: "payout" as const, reference: "prop" },
                    {
                      debit: o.from,
                      credit: fees,
                      amount: o.amount / 1000n || 1n,
                      code: "fee" as const,
                      reference: "prop",
                    },
                  ];
          if (!legs.length) continue;
          const expected = new Map(model);
          let short = false;
          for (const l of legs) {
            if (expected.has(l.debit)) {
              const after = (expected.get(l.debit) as bigint) - l.amount;
              if (after < 0n) short = true;
              expected.set(l.debit, after);
            }
            if (expected.has(l.credit)) expected.set(l.credit, (expected.get(l.credit) as bigint) + l.amount);
          }
          const outcome = await inTransaction(db, (tx) => transferMany(tx, legs)).then(
            () => "posted",
            (e: { code?: string }) => e.code,
          );
          expect(outcome).toBe(short ? "insufficient_funds" : "posted");
          if (!short) for (const [k, v] of expected) model.set(k, v);
          for (const id of all) expect(await balanceOfId(id)).toBe(model.get(id));
          const check = await checkLedger(db);
          expect(check).toMatchObject({ ok: true, sum: "0.00", negative: [], mismatched: [] });
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("the platform's sharded accounts (decision 078)", () => {
  /** Funds a fresh contract's escrow with `micros` and returns what a payout needs of it. */
  async function fundedContract(micros: bigint) {
    const db = database.db;
    const contract = { id: randomUUID(), agentId: randomUUID(), providerId: randomUUID(), clientId: randomUUID() };
    await transfer(db, {
      debit: await accountId(db, platformAccount("funding", contract.clientId)),
      credit: await accountId(db, escrowAccount(contract.id)),
      amount: micros,
      code: "escrow_fund",
      reference: `contract:${contract.id}`,
    });
    return contract;
  }

  /** The fee rows (shards) a contract's payouts have credited, by shard number. */
  async function feeShardsCredited(): Promise<Map<number, bigint>> {
    const rows = await executeRows<{ shard: number; credits: bigint | string }>(
      database.db,
      sql`select shard, credits_posted as credits from ledger_accounts
          where owner_type = 'platform' and kind = 'fees' and credits_posted > 0`,
    );
    return new Map(rows.map((r) => [Number(r.shard), BigInt(r.credits)]));
  }

  it("spreads payouts of many contracts over several fee rows and reads them as one fees account", async () => {
    const db = database.db;
    // Both platform accounts exist (shard 0) before counting, so the count below is exact.
    await accountId(db, platformAccount("fees"));
    await accountId(db, platformAccount("funding"));
    const feesBefore = await balanceOf(db, platformAccount("fees"));
    const accountsBefore = (await checkLedger(db)).accounts;
    const contracts = await Promise.all(Array.from({ length: 40 }, () => fundedContract(10_000_000n)));
    let charged = 0n;
    for (const [i, c] of contracts.entries()) {
      const split = await inTransaction(db, (tx) =>
        payFromEscrow(tx, c, { gross: BigInt(1_000_000 + i * 1_000) }, `contract:${c.id}`, `payout:${c.id}`),
      );
      charged += split.fee;
    }
    // Each contract's fee went to the row its id picks, and those are many rows, not one.
    const shards = await feeShardsCredited();
    const picked = new Set(contracts.map((c) => platformShardOf(c.id, platformShardCountDefault)));
    expect(picked.size).toBeGreaterThan(1);
    for (const shard of picked) expect(shards.has(shard)).toBe(true);
    // Read as one account: the balance is every fee charged; the check counts fees once.
    expect(charged).toBeGreaterThan(0n);
    expect((await balanceOf(db, platformAccount("fees"))) - feesBefore).toBe(charged);
    expect(await balanceOf(db, platformAccount("fees", contracts[0]?.id))).toBe(feesBefore + charged);
    const check = await checkLedger(db);
    expect(check).toMatchObject({ ok: true, sum: "0.00", negative: [], mismatched: [] });
    // Each contract brought its escrow, its client's and its provider's accounts; fee and funding shards none.
    expect(check.accounts).toBe(accountsBefore + 3 * contracts.length);
  });

  it("sends a retried payout to the same fee row, where its exactly-once key refuses it", async () => {
    const db = database.db;
    const c = await fundedContract(5_000_000n);
    const pay = () =>
      inTransaction(db, (tx) => payFromEscrow(tx, c, { gross: 2_000_000n }, `contract:${c.id}`, `payout:${c.id}`));
    await pay();
    const shard = platformShardOf(c.id);
    const credited = (await feeShardsCredited()).get(shard);
    await expect(pay()).rejects.toThrow();
    expect((await feeShardsCredited()).get(shard)).toBe(credited);
    expect(await balanceOf(db, escrowAccount(c.id))).toBe(3_000_000n);
  });

  it("posts every fee to shard 0 with one shard, and still sums the rows written with more", async () => {
    const db = database.db;
    const before = await balanceOf(db, platformAccount("fees"));
    const shard0 = (await feeShardsCredited()).get(0) ?? 0n;
    setPlatformShardCount(1);
    try {
      const contracts = await Promise.all(Array.from({ length: 5 }, () => fundedContract(1_000_000n)));
      for (const c of contracts)
        await inTransaction(db, (tx) => payFromEscrow(tx, c, { gross: 1_000_000n }, `contract:${c.id}`));
    } finally {
      setPlatformShardCount(platformShardCountDefault);
    }
    expect((await feeShardsCredited()).get(0)).toBe(shard0 + 5_000n);
    expect(await balanceOf(db, platformAccount("fees"))).toBe(before + 5_000n);
    expect(() => setPlatformShardCount(0)).toThrow(RangeError);
    expect(() => setPlatformShardCount(257)).toThrow(RangeError);
  });
});

async function balanceOfId(id: string): Promise<bigint> {
  const { ledgerAccounts } = await import("./ledger.tables");
  const { eq } = await import("drizzle-orm");
  const [row] = await database.db
    .select({ d: ledgerAccounts.debitsPosted, c: ledgerAccounts.creditsPosted })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row ? BigInt(row.c) - BigInt(row.d) : 0n;
}
