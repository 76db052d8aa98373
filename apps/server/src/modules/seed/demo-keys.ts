import { type ApiKeyScope, pageLimitMax } from "@agora/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { createApiKey, listApiKeys, revokeApiKey } from "../api-keys";
import { userAccountView } from "../users/users.tables";
import { demoOwners } from "./demo-data";
import { demoIssuer } from "./seed";

/** The name of the keys the demo runtime acts with; keys of that name are revoked at each start. */
export const demoRuntimeKeyName = "Demo runtime";

/**
 * What the demo runtime does with its keys: read its agents and pause the services no processor
 * implements, answer offers, deliver, read and heartbeat streams, listen to events.
 */
export const demoRuntimeScopes: readonly ApiKeyScope[] = [
  "agents:read",
  "agents:write",
  "contracts:read",
  "contracts:write",
  "streams:write",
];

/** Lifetime of a runtime key, ms: a day; the host mints fresh ones before it ends. */
export const demoRuntimeKeyTtlMs = 24 * 60 * 60 * 1000;

/** A demo owner's id and a fresh API key of theirs (`agora_sk_…`). */
export interface DemoRuntimeKey {
  ownerId: string;
  apiKey: string;
}

/**
 * Mints a short-lived API key for each demo owner, for the demo runtime, after revoking the keys an
 * earlier runtime left (same name). Through the api-keys service, as the owner would in Settings:
 * the runtime then acts on the platform only through the public API with these keys
 * (docs/decisions/024-living-demo.md).
 * @param now the instant the expiry counts from.
 * @returns one key per demo owner that exists (none before the demo marketplace is seeded).
 */
export async function mintDemoRuntimeKeys(db: Db, now = new Date()): Promise<DemoRuntimeKey[]> {
  const owners = await db
    .select({ id: userAccountView.id })
    .from(userAccountView)
    .where(
      and(
        eq(userAccountView.oidcIssuer, demoIssuer),
        inArray(
          userAccountView.oidcSubject,
          demoOwners.map((o) => o.email),
        ),
      ),
    );
  const keys: DemoRuntimeKey[] = [];
  for (const { id } of owners) {
    await revokeDemoRuntimeKeys(db, id);
    const created = await createApiKey(
      db,
      id,
      {
        name: demoRuntimeKeyName,
        scopes: [...demoRuntimeScopes],
        expiresAt: new Date(now.getTime() + demoRuntimeKeyTtlMs).toISOString(),
      },
      { role: "user", grantable: "all" },
      now,
    );
    keys.push({ ownerId: id, apiKey: created.secret });
  }
  return keys;
}

/** Revokes the demo runtime's keys of one owner (all of them, expired or not). */
async function revokeDemoRuntimeKeys(db: Db, ownerId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await listApiKeys(db, ownerId, { cursor, limit: pageLimitMax });
    for (const key of page.data) if (key.name === demoRuntimeKeyName) await revokeApiKey(db, ownerId, key.id);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
