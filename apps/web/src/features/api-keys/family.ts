import type { ApiKey } from "@agora/contracts";

/**
 * Deepest indentation drawn for a key created by a key created by a key…; deeper keys still list
 * under their parent, at this depth, so long chains do not push the columns off the table.
 */
export const familyDepthShownMax = 4;

/** A key placed in its family: how deep it sits and the key that created it, when listed. */
export interface KeyInFamily {
  key: ApiKey;
  /** 0 for a key created by a signed-in session (or whose parent is not loaded), parent's + 1 below. */
  depth: number;
  /** The key that created this one, when it is among the loaded keys. */
  parent: ApiKey | undefined;
}

/**
 * `keys` (newest first) in family order: each top-level key in list order, followed by the keys it
 * created, newest first, each followed by its own. A key whose parent is on a page not loaded yet
 * stays at the top level (with `parent` undefined, though `parentKeyId` is set).
 */
export function keysInFamilyOrder(keys: ApiKey[]): KeyInFamily[] {
  const byId = new Map(keys.map((k) => [k.id, k]));
  const children = new Map<string, ApiKey[]>();
  for (const key of keys) {
    if (key.parentKeyId === null || !byId.has(key.parentKeyId)) continue;
    const siblings = children.get(key.parentKeyId) ?? [];
    siblings.push(key);
    children.set(key.parentKeyId, siblings);
  }
  const ordered: KeyInFamily[] = [];
  const seen = new Set<string>();
  const visit = (key: ApiKey, depth: number) => {
    // The server never records a cycle; the guard keeps a malformed answer from looping forever.
    if (seen.has(key.id)) return;
    seen.add(key.id);
    const parent = key.parentKeyId === null ? undefined : byId.get(key.parentKeyId);
    ordered.push({ key, depth, parent });
    for (const child of children.get(key.id) ?? []) visit(child, depth + 1);
  };
  for (const key of keys) if (key.parentKeyId === null || !byId.has(key.parentKeyId)) visit(key, 0);
  for (const key of keys) visit(key, 0);
  return ordered;
}

/** The loaded keys created through `id`: its children, their children, … (revoked with it). */
export function descendantsOf(keys: ApiKey[], id: string): ApiKey[] {
  const found: ApiKey[] = [];
  const reached = new Set([id]);
  // Keys are newest first and a child is always newer than its parent, but a parent may sit on a
  // later page than its child, so walk until nothing new is reached rather than in one pass.
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (key.parentKeyId !== null && reached.has(key.parentKeyId) && !reached.has(key.id)) {
        reached.add(key.id);
        found.push(key);
        grew = true;
      }
    }
  }
  return found;
}
