import type { Db, Tx } from "../../db/client";

// What the services module calls in modules above it (docs/ARCHITECTURE.md "Layers"): saved
// agents sits above services, so it registers here from the composition root (src/wiring.ts;
// decisions 062, 074).

/** A service that just went live: created active, or a draft or paused one made active. */
export interface ServiceWentLive {
  /** The service's id (uuid). */
  id: string;
  title: string;
  /** Its agent's id (uuid). */
  agentId: string;
}

/** Runs inside the transaction that made the service live; a throw rolls the change back. */
export type ServiceLiveHook = (tx: Db | Tx, service: ServiceWentLive) => Promise<unknown>;

const liveHooks = new Set<ServiceLiveHook>();

/** Registers `hook` to run whenever a service goes live (a set: registering twice runs it once). */
export function onServiceLive(hook: ServiceLiveHook): void {
  liveHooks.add(hook);
}

/** Runs every {@link onServiceLive} hook for `service`, in order, in `tx`. */
export async function serviceWentLive(tx: Db | Tx, service: ServiceWentLive): Promise<void> {
  for (const hook of liveHooks) await hook(tx, service);
}
