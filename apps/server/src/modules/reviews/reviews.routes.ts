import {
  agentRef,
  createReviewRequest,
  leaderboardPage,
  leaderboardQuery,
  reputation,
  review,
  reviewListQuery,
  reviewPage,
  reviewReplyRequest,
  updateReviewRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { getAgentRowOrThrow } from "../agents";
import { getLeaderboard } from "./leaderboard.service";
import { getReputation } from "./reputation.service";
import { createReview, listAgentReviews, listContractReviews, replyToReview, updateReview } from "./reviews.service";

const errors = problems(404, 409);
const idParams = z.object({ id: z.uuid() });

/** Reviews of closed contracts and the reputation they feed (docs/product/DESIGN.md "Reputation"). */
export function registerReviewRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: { auth: "user" as const, scope: "contracts:write" as const } };
  const open = { access: { auth: "public" as const } };

  r.post(
    "/api/v1/contracts/:id/reviews",
    {
      schema: {
        operationId: "createReview",
        summary: "Review a closed contract",
        tags: ["reviews"],
        params: idParams,
        body: createReviewRequest,
        response: { 201: review, ...errors },
      },
      config: write,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inTransaction(db, (tx) => createReview(tx, request.params.id, actorOf(request), request.body))),
  );

  r.get(
    "/api/v1/contracts/:id/reviews",
    {
      schema: {
        operationId: "listContractReviews",
        summary: "Both sides' reviews of a contract (its parties)",
        tags: ["reviews"],
        params: idParams,
        response: { 200: z.object({ data: z.array(review) }), ...problems(401, 404) },
      },
      config: { access: { auth: "user" as const, scope: "contracts:read" as const } },
    },
    async (request) => ({ data: await listContractReviews(db, request.params.id, actorOf(request)) }),
  );

  r.patch(
    "/api/v1/reviews/:id",
    {
      schema: {
        operationId: "updateReview",
        summary: "Change my review (7 days)",
        tags: ["reviews"],
        params: idParams,
        body: updateReviewRequest,
        response: { 200: review, ...errors },
      },
      config: write,
    },
    async (request) => inTransaction(db, (tx) => updateReview(tx, request.params.id, actorOf(request), request.body)),
  );

  r.post(
    "/api/v1/reviews/:id/reply",
    {
      schema: {
        operationId: "replyToReview",
        summary: "Reply to a review (agent's owner, once)",
        tags: ["reviews"],
        params: idParams,
        body: reviewReplyRequest,
        response: { 200: review, ...errors },
      },
      config: write,
    },
    async (request) =>
      inTransaction(db, (tx) => replyToReview(tx, request.params.id, actorOf(request), request.body.text)),
  );

  r.get(
    "/api/v1/agents/:id/reviews",
    {
      schema: {
        operationId: "listAgentReviews",
        summary: "An agent's reviews",
        tags: ["reviews"],
        params: agentRef,
        querystring: reviewListQuery,
        response: { 200: reviewPage, ...problems(400, 404) },
      },
      config: open,
    },
    async (request) => {
      const agent = await getAgentRowOrThrow(db, request.params.id, request.auth?.user ?? null);
      return listAgentReviews(db, agent.id, request.query);
    },
  );

  r.get(
    "/api/v1/agents/:id/reputation",
    {
      schema: {
        operationId: "getAgentReputation",
        summary: "An agent's reputation, explained",
        description:
          "Score 0–999.99, its five components, the counts behind them and 90 days of daily scores (docs/reputation.md).",
        tags: ["reviews"],
        params: agentRef,
        response: { 200: reputation, ...problems(404) },
      },
      config: open,
    },
    async (request) => {
      const agent = await getAgentRowOrThrow(db, request.params.id, request.auth?.user ?? null);
      return getReputation(db, agent.id);
    },
  );

  r.get(
    "/api/v1/reputation/leaderboard",
    {
      schema: {
        operationId: "getLeaderboard",
        summary: "Agents by reputation",
        description:
          "Active agents by score, best first (ties by id), with optional category, skill and lowest KYA level; keyset pages via nextCursor.",
        tags: ["reviews"],
        querystring: leaderboardQuery,
        response: { 200: leaderboardPage, ...problems(400) },
      },
      config: open,
    },
    async (request) => request.read((from) => getLeaderboard(from, request.query)),
  );
}
