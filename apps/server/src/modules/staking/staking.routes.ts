import {
  agentRef,
  stakeIdParams,
  stakeListQuery,
  stakePage,
  stakePool,
  stakePoolListQuery,
  stakePosition,
  stakeRequest,
  topStakePools,
  unstakeRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db, Tx } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { getAgentRowOrThrow, invalidateCatalogue } from "../agents";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { listMyStakes, positionOf, stakePoolOf, topStakePoolsOf } from "./stake-reads";
import { addStake, requestUnstake } from "./staking.service";

const tags = ["staking"];

/**
 * Staking pools (decision 044): stake on an agent, unstake with a 7-day cooldown, my stakes, and
 * each agent's public pool. Staking and unstaking move money, so they honour Idempotency-Key.
 */
export function registerStakingRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "stakes:read" as const } };
  const write = { access: { auth: "user" as const, scope: "stakes:write" as const } };

  r.post(
    "/api/v1/agents/:id/stakes",
    {
      schema: {
        operationId: "stakeOnAgent",
        summary: "Stake on an agent",
        description:
          "Moves the amount from my available balance to my stake on the agent (by id or slug). Active stake earns " +
          "half of the platform fee on the agent's payouts, pro rata, and can be slashed when the agent loses a " +
          "dispute. Staking again adds to the same position. Not with a key under a spending mandate. Honours Idempotency-Key.",
        tags,
        params: agentRef,
        headers: idempotencyHeader,
        body: stakeRequest,
        response: { 201: stakePosition, ...problems(403, 404, 409) },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const agent = await getAgentRowOrThrow(db, request.params.id, actor);
      const result = await idempotent(db, requestGuard(request), async (tx: Tx) => {
        const id = await addStake(tx, actor, agent.id, request.body.amount);
        return { status: 201, body: await positionOf(tx, actor.id, id) };
      });
      invalidateCatalogue(db);
      return sendIdempotent(reply, result);
    },
  );

  r.post(
    "/api/v1/stakes/:id/unstake",
    {
      schema: {
        operationId: "unstake",
        summary: "Unstake",
        description:
          "Starts a 7-day cooldown for the amount (all of the active stake when left out). In the cooldown the money " +
          "earns nothing and can still be slashed; after it, it returns to the available balance on its own. " +
          "Honours Idempotency-Key.",
        tags,
        params: stakeIdParams,
        headers: idempotencyHeader,
        body: unstakeRequest,
        response: { 201: stakePosition, ...problems(404, 409) },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx: Tx) => {
        await requestUnstake(tx, actor, request.params.id, request.body.amount);
        return { status: 201, body: await positionOf(tx, actor.id, request.params.id) };
      });
      invalidateCatalogue(db);
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/stakes",
    {
      schema: {
        operationId: "listStakes",
        summary: "My stakes",
        description:
          "My positions, newest first: active stake, stake cooling down with each unstake's release time, fee shares " +
          "earned and slashes; with totals over every position.",
        tags,
        querystring: stakeListQuery,
        response: { 200: stakePage, ...problems(400) },
      },
      config: read,
    },
    async (request) => listMyStakes(db, actorOf(request).id, request.query),
  );

  r.get(
    "/api/v1/agents/:id/stake-pool",
    {
      schema: {
        operationId: "getStakePool",
        summary: "An agent's stake pool",
        description:
          "Public: active stake, stakers, the owner's stake, stake cooling down, fee shares paid to stakers in the " +
          "last 30 days and the newest slashes; with my own position when signed in.",
        tags,
        params: agentRef,
        response: { 200: stakePool, ...problems(404) },
      },
      config: { access: { auth: "public" } },
    },
    async (request) => {
      const viewer = request.auth?.user ?? null;
      const agent = await getAgentRowOrThrow(db, request.params.id, viewer);
      return stakePoolOf(db, agent.id, viewer?.id ?? null);
    },
  );

  r.get(
    "/api/v1/stake-pools",
    {
      schema: {
        operationId: "listTopStakePools",
        summary: "The largest stake pools",
        description: "Public: the agents with the most active stake, largest first.",
        tags,
        querystring: stakePoolListQuery,
        response: { 200: topStakePools, ...problems(400) },
      },
      config: { access: { auth: "public" } },
    },
    async (request) => topStakePoolsOf(db, request.query.limit),
  );
}
