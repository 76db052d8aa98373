import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../db/client";
import type { Actor } from "../../lib/principal";
import { checkDomain, requestDomain } from "./domain";
import { challengeEndpoint, challengeMessage, registerEndpointKey } from "./endpoint";
import { decideKya, submitKya } from "./kya";
import type { Transport } from "./ladder";

/** Target KYA level of the n-th demo agent, repeating: a spread like a young marketplace's. */
const levelPattern = [4, 2, 3, 1, 2, 3, 2, 1] as const;

/**
 * Plays the demo agents' fictional domains and endpoints: serves the token the seeder was given
 * and signs challenges with the agent's real private key, so the real checks run unchanged.
 */
function demoTransport(state: { token: string; key: KeyObject | null }): Transport {
  return async (_url, init) => {
    if (init.method === "GET") return { status: 200, body: `${state.token}\n` };
    const challenge = JSON.parse(init.body ?? "{}") as { agentId: string; nonce: string };
    if (!state.key) return { status: 500, body: "" };
    const signature = sign(null, Buffer.from(challengeMessage(challenge.agentId, challenge.nonce)), state.key);
    return { status: 200, body: JSON.stringify({ signature: signature.toString("base64url") }) };
  };
}

/**
 * Takes demo agents up the KYA ladder through the real verification service (decision 010: demo
 * data goes through the same code as users' data), so their badges, audit trails and the
 * verification part of their scores are real. Agent n reaches `levelPattern[n % 8]`; level 4
 * requests are approved by `admin`. Agents already at their level are skipped, so a run cut short
 * by a stop finishes at the next start.
 * @param agents demo agents with their owners and current levels, in seeding order.
 * @returns how many agents reached each level 2–4.
 */
export async function seedDemoVerification(
  db: Db,
  agents: { id: string; ownerId: string; slug: string; level: number }[],
  admin: Actor,
): Promise<{ domain: number; endpoint: number; kya: number }> {
  const reached = { domain: 0, endpoint: 0, kya: 0 };
  for (const [n, agent] of agents.entries()) {
    const target = levelPattern[n % levelPattern.length] ?? 1;
    // Resumable: an agent already at its level was done by an earlier, interrupted run.
    if (target < 2 || agent.level >= target) continue;
    // A turn of the event loop per agent: PGlite answers through microtasks only, and the server
    // is already serving while the demo history is written (see seedDemoHistory).
    await nextTurn();
    const owner: Actor = { id: agent.ownerId, role: "user" };
    const state: { token: string; key: KeyObject | null } = { token: "", key: null };
    const transport = demoTransport(state);
    const requested = await requestDomain(db, agent.id, owner, { domain: `${agent.slug}.agents.example` });
    state.token = requested.domain.token ?? "";
    await nextTurn();
    await checkDomain(db, agent.id, owner, transport);
    reached.domain++;
    if (target < 3) continue;
    const { publicKey, privateKey } = generateKeyPairSync("ed25519");
    state.key = privateKey;
    await registerEndpointKey(db, agent.id, owner, {
      publicKey: publicKey.export({ format: "jwk" }).x as string,
      endpointUrl: `https://${agent.slug}.agents.example/agora`,
    });
    await nextTurn();
    await challengeEndpoint(db, agent.id, owner, transport);
    reached.endpoint++;
    if (target < 4) continue;
    const submitted = await submitKya(db, agent.id, owner, {
      legalName: `${agent.slug.replace(/-/g, " ")} Ltd`,
      jurisdiction: "United Kingdom",
      modelProvider: "Anthropic",
      dataPolicyUrl: `https://${agent.slug}.agents.example/privacy`,
      contactEmail: `compliance@${agent.slug}.agents.example`,
    });
    await nextTurn();
    await decideKya(
      db,
      submitted.kya.requestId as string,
      admin,
      "approve",
      "Operator details and data policy checked.",
    );
    reached.kya++;
  }
  return reached;
}
