import { hash } from "node:crypto";

/** RFC 9162 §2.1.1 domain separation: leaf hash inputs start with 0x00, inner nodes with 0x01. */
const leafPrefix = Buffer.from([0]);
const nodePrefix = Buffer.from([1]);

/** A Merkle tree's root and every leaf's inclusion path (sibling hashes from the leaf up). */
export interface MerkleTree {
  /** MTH of the leaves, 32 bytes (SHA-256). */
  root: Buffer;
  /** `paths[i]`: PATH(i, leaves) of RFC 9162 §2.1.3.1, each hash 32 bytes. */
  paths: Buffer[][];
}

/**
 * The RFC 9162 §2.1.1 Merkle Tree Hash of `leaves` (SHA-256, leaf = H(0x00 ‖ data), node =
 * H(0x01 ‖ left ‖ right), split at the largest power of two below the size) with every leaf's
 * inclusion path, built in one pass: 2n − 1 hashes and n·log₂n path entries for n leaves. The
 * paths verify with RFC 9162 §2.1.3.2, as `verifyReceipt` does for a batch of step receipts.
 * @param leaves the leaf data (each receipt's canonical JSON), at least one.
 * @throws RangeError for no leaves.
 */
export function merkleTree(leaves: readonly string[]): MerkleTree {
  if (!leaves.length) throw new RangeError("a Merkle tree needs at least one leaf");
  const paths: Buffer[][] = leaves.map(() => []);
  const build = (from: number, to: number): Buffer => {
    if (to - from === 1) return sha256(leafPrefix, Buffer.from(leaves[from] as string, "utf8"));
    const split = from + largestPowerOfTwoBelow(to - from);
    const left = build(from, split);
    const right = build(split, to);
    // The inner calls pushed the lower siblings first, so each path runs from the leaf upwards.
    for (let i = from; i < split; i++) paths[i]?.push(right);
    for (let i = split; i < to; i++) paths[i]?.push(left);
    return sha256(nodePrefix, left, right);
  };
  return { root: build(0, leaves.length), paths };
}

/** SHA-256 of `parts` joined; node:crypto's one-shot `hash` costs half of a `createHash` per node. */
function sha256(...parts: Buffer[]): Buffer {
  return hash("sha256", Buffer.concat(parts), "buffer");
}

/** The largest power of two strictly below `n` (n ≥ 2): RFC 9162's split point k. */
function largestPowerOfTwoBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
