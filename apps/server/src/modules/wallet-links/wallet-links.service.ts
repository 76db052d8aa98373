import { randomBytes } from "node:crypto";
import {
  isWalletLinkChain,
  type LinkWalletRequest,
  type OwnerWallet,
  type SiweNonce,
  siweNonceTtlMs,
  type WalletLink,
  walletLinkChainIds,
  walletLinksPerUserMax,
} from "@agora/contracts";
import { and, asc, desc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import { getAddress, verifyMessage } from "ethers";
import { SiweMessage } from "siwe";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../lib/errors";
import { siweNonces, type WalletLinkRow, walletLinks } from "./wallet-links.tables";

/*
 * Sign-In with Ethereum (EIP-4361) used to link an address to an account (decision 046). The
 * `siwe` library parses the message (its ABNF grammar, EIP-55 address) and recovers the EIP-191
 * `personal_sign` signer with ethers; every other check is made here, in the order of
 * {@link linkWallet}, so each refusal names what was wrong.
 */

/** Random bytes in a nonce: 128 bits, twice EIP-4361's 64-bit minimum. */
const nonceBytes = 16;

/**
 * How far in the future a message's `Issued At` (or `Not Before`) may lie, in ms (5 minutes): the
 * wallet's clock may run ahead of the server's.
 */
export const siweClockSkewMs = 5 * 60 * 1000;

/**
 * Nonces one user may hold at once; issuing another drops the oldest. A page asks for one
 * per attempt, so ten covers a user with several tabs open, and bounds the rows a user can make.
 */
export const siweNoncesPerUserMax = 10;

/** What a message must name to be accepted by this server: its public host and origin (PUBLIC_URL). */
export interface SiweExpectations {
  /** EIP-4361 `domain`: the host with its port when not the scheme's default, e.g. `agora.example` or `127.0.0.1:5000`. */
  domain: string;
  /** The origin the message's `URI:` must have, e.g. `https://agora.example`. */
  origin: string;
  /** The scheme a message may put before its domain (EIP-4361 allows `https://agora.example wants you…`): `https` or `http`. */
  scheme: string;
}

/**
 * The {@link SiweExpectations} of a server served at `publicUrl`.
 * @param publicUrl the configured PUBLIC_URL, e.g. `https://agora.example`.
 */
export function siweExpectationsOf(publicUrl: string): SiweExpectations {
  const url = new URL(publicUrl);
  return { domain: url.host, origin: url.origin, scheme: url.protocol.replace(/:$/, "") };
}

/**
 * A refusal of the request's `field` (`message` or `signature`): 400 `validation_failed` with the
 * field named in `errors` and `detail` saying what was wrong.
 */
function refuse(field: "message" | "signature", problem: string, detail: string): AppError {
  return new AppError("validation_failed", detail, [{ in: "body", field, message: problem }]);
}

/**
 * Issues a fresh single-use nonce to `userId`, valid for {@link siweNonceTtlMs} (10 minutes), and
 * what the message to sign must name besides. The user's oldest nonces beyond
 * {@link siweNoncesPerUserMax}, used or not, are dropped (a dropped one is refused as unknown).
 * @returns `{nonce, expiresAt, domain, uri, chainIds}`: nonce 32 hex digits (128 random bits,
 *   alphanumeric as EIP-4361 requires), `expiresAt` an ISO 8601 instant.
 */
export async function issueSiweNonce(
  db: Db,
  userId: string,
  expected: SiweExpectations,
  now = new Date(),
): Promise<SiweNonce> {
  const nonce = randomBytes(nonceBytes).toString("hex");
  const expiresAt = new Date(now.getTime() + siweNonceTtlMs);
  await inTransaction(db, async (tx) => {
    const kept = tx
      .select({ nonce: siweNonces.nonce })
      .from(siweNonces)
      .where(eq(siweNonces.userId, userId))
      .orderBy(desc(siweNonces.createdAt))
      .limit(siweNoncesPerUserMax - 1);
    await tx.delete(siweNonces).where(and(eq(siweNonces.userId, userId), notInArray(siweNonces.nonce, kept)));
    await tx.insert(siweNonces).values({ nonce, userId, expiresAt, createdAt: now });
  });
  return {
    nonce,
    expiresAt: expiresAt.toISOString(),
    domain: expected.domain,
    uri: expected.origin,
    chainIds: [...walletLinkChainIds],
  };
}

/**
 * Spends nonce `nonce` for `userId`: marks it used in its own statement, committed before any other
 * check, so the attempt consumes it whether it succeeds or not and a replay finds it used.
 * @throws AppError('validation_failed') naming `message` when the nonce was not issued to this user,
 *   was already used, or has expired.
 */
async function spendNonce(db: Db, userId: string, nonce: string, now: Date): Promise<void> {
  const [spent] = await db
    .update(siweNonces)
    .set({ usedAt: now })
    .where(and(eq(siweNonces.nonce, nonce), eq(siweNonces.userId, userId), isNull(siweNonces.usedAt)))
    .returning({ expiresAt: siweNonces.expiresAt });
  if (!spent) {
    const [known] = await db
      .select({ usedAt: siweNonces.usedAt })
      .from(siweNonces)
      .where(and(eq(siweNonces.nonce, nonce), eq(siweNonces.userId, userId)));
    if (known)
      throw refuse(
        "message",
        "nonce was already used",
        "The message's nonce was already used: each nonce links at most once. Ask for a new nonce and sign again.",
      );
    throw refuse(
      "message",
      "nonce was not issued to you",
      "The message's nonce was not issued to your account (or was dropped for a newer one). Ask for a new nonce and sign again.",
    );
  }
  if (spent.expiresAt.getTime() <= now.getTime())
    throw refuse(
      "message",
      "nonce has expired",
      `The message's nonce expired at ${spent.expiresAt.toISOString()}, ${siweNonceTtlMs / 60_000} minutes after it was issued. Ask for a new nonce and sign again.`,
    );
}

/** Parses an ISO 8601 instant of the message (the grammar already checked its form). */
function instant(value: string): Date {
  return new Date(value);
}

/**
 * Checks the parsed message's fields other than the nonce and the signature against `expected`
 * and the clock.
 * @throws AppError('validation_failed') naming `message`, with a detail saying which field is wrong.
 */
function checkMessageFields(message: SiweMessage, expected: SiweExpectations, now: Date): void {
  if (message.domain !== expected.domain)
    throw refuse(
      "message",
      `domain must be ${expected.domain}`,
      `The message's domain is ${message.domain}; it must be ${expected.domain}, the host Agora is served from.`,
    );
  if (message.scheme !== undefined && message.scheme !== expected.scheme)
    throw refuse(
      "message",
      `scheme must be ${expected.scheme}`,
      `The message's scheme is ${message.scheme}; it must be ${expected.scheme} or left out.`,
    );
  let uriOrigin: string | null = null;
  try {
    uriOrigin = new URL(message.uri).origin;
  } catch {
    // Not a URL a browser could be at: refused below like any other origin.
  }
  if (uriOrigin !== expected.origin)
    throw refuse(
      "message",
      `URI must be on ${expected.origin}`,
      `The message's URI is ${message.uri}; it must be on ${expected.origin}, the origin Agora is served from.`,
    );
  if (!isWalletLinkChain(message.chainId))
    throw refuse(
      "message",
      `chain ID must be one of ${walletLinkChainIds.join(", ")}`,
      `The message's chain ID ${message.chainId} is not accepted; switch the wallet to one of chains ${walletLinkChainIds.join(", ")} and sign again.`,
    );
  if (!message.issuedAt)
    throw refuse("message", "issued-at is missing", "The message has no Issued At time; EIP-4361 requires one.");
  const issuedAt = instant(message.issuedAt);
  if (issuedAt.getTime() > now.getTime() + siweClockSkewMs)
    throw refuse(
      "message",
      "issued-at is in the future",
      `The message says it was issued at ${issuedAt.toISOString()}, in the future; check the device's clock and sign again.`,
    );
  if (issuedAt.getTime() < now.getTime() - siweNonceTtlMs)
    throw refuse(
      "message",
      "issued-at is too old",
      `The message was issued at ${issuedAt.toISOString()}, more than ${siweNonceTtlMs / 60_000} minutes ago. Ask for a new nonce and sign again.`,
    );
  if (message.expirationTime && instant(message.expirationTime).getTime() <= now.getTime())
    throw refuse(
      "message",
      "message has expired",
      `The message expired at ${instant(message.expirationTime).toISOString()}. Ask for a new nonce and sign again.`,
    );
  if (message.notBefore && instant(message.notBefore).getTime() > now.getTime() + siweClockSkewMs)
    throw refuse(
      "message",
      "message is not valid yet",
      `The message is not valid before ${instant(message.notBefore).toISOString()}.`,
    );
}

/**
 * Checks that `signature` is the EIP-191 `personal_sign` signature of the message by the message's
 * own address (an externally owned account; contract wallets, EIP-1271, are not supported).
 * @throws AppError('validation_failed') naming `signature` when it is malformed or recovers to
 *   another address.
 */
async function checkSignature(message: SiweMessage, signature: string, now: Date): Promise<void> {
  try {
    // The library logs a signature it cannot recover a key from to the console before refusing
    // it (r or s out of range, a bad v); such a signature is refused here first, quietly.
    verifyMessage(message.prepareMessage(), signature);
  } catch {
    throw refuse(
      "signature",
      "is not a valid secp256k1 signature",
      "The signature is not a valid secp256k1 signature (65 bytes: r, s, v).",
    );
  }
  const verdict = await message.verify({ signature, time: now.toISOString() }, { suppressExceptions: true });
  if (!verdict.success)
    throw refuse(
      "signature",
      `does not recover to ${message.address}`,
      `The signature was not made by ${message.address}, the address the message names. Sign with that account.`,
    );
}

function toWalletLink(row: WalletLinkRow): WalletLink {
  return { id: row.id, address: row.address, chainId: row.chainId, linkedAt: row.linkedAt.toISOString() };
}

/**
 * Links the address a Sign-In with Ethereum message names to `userId`, after these checks, each a
 * 400 `validation_failed` naming `message` or `signature`: the message parses as EIP-4361; its
 * nonce was issued to this user, is unused and unexpired (spent by this attempt, good or bad); its
 * domain is `expected.domain` and its URI on `expected.origin`; its chain id is one of
 * `walletLinkChainIds`; `Issued At` is neither more than 5 minutes ahead nor older than the nonce
 * lifetime; `Expiration Time`, if any, is in the future; the signature recovers to its address.
 * The address is stored EIP-55 checksummed.
 * @returns the link and whether it was made now (`created: false` when the address was already
 *   linked to this user: idempotent, the first link is kept as it was).
 * @throws AppError('validation_failed') as above.
 * @throws AppError('conflict') when the address is linked to another account.
 * @throws AppError('limit_reached') when the user already holds {@link walletLinksPerUserMax} links.
 */
export async function linkWallet(
  db: Db,
  userId: string,
  input: LinkWalletRequest,
  expected: SiweExpectations,
  now = new Date(),
): Promise<{ link: WalletLink; created: boolean }> {
  let message: SiweMessage;
  try {
    message = new SiweMessage(input.message);
  } catch (error) {
    // The grammar's error says which line failed ("line 2: invalid EIP-55 address - 0x…"); its
    // parser dump after that line is of no use to the caller.
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]?.slice(0, 200);
    throw refuse(
      "message",
      "is not an EIP-4361 message",
      `The message is not a Sign-In with Ethereum (EIP-4361) message${reason ? `: ${reason}` : ""}.`,
    );
  }
  await spendNonce(db, userId, message.nonce, now);
  checkMessageFields(message, expected, now);
  await checkSignature(message, input.signature, now);
  const address = getAddress(message.address);

  return inTransaction(db, async (tx) => {
    // Serialises one user's links, so two at once cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet-links:${userId}`}))`);
    const [existing] = await tx.select().from(walletLinks).where(eq(walletLinks.address, address));
    if (existing?.userId === userId) return { link: toWalletLink(existing), created: false };
    if (existing) throw addressTaken(address);
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(walletLinks)
      .where(eq(walletLinks.userId, userId));
    if ((held?.n ?? 0) >= walletLinksPerUserMax)
      throw new AppError(
        "limit_reached",
        `You already have ${walletLinksPerUserMax} linked addresses, the most allowed; unlink one first.`,
      );
    const [row] = await tx
      .insert(walletLinks)
      .values({ userId, address, chainId: message.chainId, linkedAt: now })
      .onConflictDoNothing({ target: walletLinks.address })
      .returning();
    // Another account linked it between the check and the insert.
    if (!row) throw addressTaken(address);
    return { link: toWalletLink(row), created: true };
  });
}

function addressTaken(address: string): AppError {
  return new AppError(
    "conflict",
    `${address} is already linked to another Agora account; unlink it there first. An address belongs to one account.`,
  );
}

/** `userId`'s links, oldest first (at most {@link walletLinksPerUserMax}). */
export async function listWalletLinks(db: Db, userId: string): Promise<WalletLink[]> {
  const rows = await db
    .select()
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId))
    .orderBy(asc(walletLinks.linkedAt), asc(walletLinks.id));
  return rows.map(toWalletLink);
}

/**
 * Unlinks `userId`'s link `id` (deletes it; the address may then be linked again, by anyone who
 * signs for it).
 * @throws AppError('not_found') when there is no such link or it is another user's.
 */
export async function unlinkWallet(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(walletLinks)
    .where(and(eq(walletLinks.id, id), eq(walletLinks.userId, userId)))
    .returning({ id: walletLinks.id });
  if (!deleted.length) throw notFound("Wallet link");
}

/**
 * The addresses user `ownerId` linked, oldest first, as an owner signal for the owner's agents'
 * public profiles: `[{address (EIP-55), chainId (EIP-155), linkedAt (ISO 8601)}]`, empty for none.
 */
export async function ownerWalletsOf(db: Db, ownerId: string): Promise<OwnerWallet[]> {
  const rows = await db
    .select({ address: walletLinks.address, chainId: walletLinks.chainId, linkedAt: walletLinks.linkedAt })
    .from(walletLinks)
    .where(eq(walletLinks.userId, ownerId))
    .orderBy(asc(walletLinks.linkedAt), asc(walletLinks.id));
  return rows.map((r) => ({ address: r.address, chainId: r.chainId, linkedAt: r.linkedAt.toISOString() }));
}

/**
 * Deletes every link and nonce of `userId`, whose account is being erased (decision 071): the
 * addresses leave their agents' public pages and may be linked again by whoever signs for them.
 */
export async function removeWalletLinksOf(tx: Tx, userId: string): Promise<undefined> {
  await tx.delete(walletLinks).where(eq(walletLinks.userId, userId));
  await tx.delete(siweNonces).where(eq(siweNonces.userId, userId));
  return undefined;
}

/**
 * Deletes expired nonces, used or not (a replay of one is refused as unknown all the same). Run by
 * the hourly maintenance.
 * @returns how many rows were deleted.
 */
export async function pruneSiweNonces(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(siweNonces)
    .where(lt(siweNonces.expiresAt, now))
    .returning({ nonce: siweNonces.nonce });
  return deleted.length;
}
