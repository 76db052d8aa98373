import {
  createProposalRequest,
  proposal,
  proposalIdParams,
  proposalListQuery,
  proposalPage,
  voteRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { castVote, createProposal, getProposal, listProposals } from "./governance.service";

const tags = ["governance"];

/**
 * `/api/v1/proposals` (decision 045): feature voting. Anyone reads proposals and their results;
 * admins and users with at least $100 of active stake propose; every verified identity (an approved
 * KYA review, decision 058) that had active stake at a proposal's start votes once, weighted by √ of
 * the stake of all its accounts. Making a proposal or voting moves no
 * money, so these routes take no idempotency key (a repeated vote is the same vote).
 */
export function registerGovernanceRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "public" as const } };
  const write = { access: { auth: "user" as const, scope: "governance:write" as const } };

  r.post(
    "/api/v1/proposals",
    {
      schema: {
        operationId: "createProposal",
        summary: "Make a proposal",
        description:
          "For admins, and for users with at least $100 of active stake now (403 saying how much is staked " +
          "otherwise). Voting opens at once and closes after `durationDays`; each voter's weight is √ of their " +
          "active stake in dollars at this instant.",
        tags,
        body: createProposalRequest,
        response: { 201: proposal, ...problems(403) },
      },
      config: write,
    },
    async (request, reply) => reply.code(201).send(await createProposal(db, actorOf(request), request.body)),
  );

  r.get(
    "/api/v1/proposals",
    {
      schema: {
        operationId: "listProposals",
        summary: "Proposals",
        description:
          "Public. Newest first, cursor-paged, each with every option's votes and weight and the turnout; signed " +
          "in, each also carries my vote.",
        tags,
        querystring: proposalListQuery,
        response: { 200: proposalPage, ...problems() },
      },
      config: read,
    },
    async (request) => listProposals(db, request.query, request.auth?.user.id ?? null),
  );

  r.get(
    "/api/v1/proposals/:id",
    {
      schema: {
        operationId: "getProposal",
        summary: "A proposal and its results",
        description:
          "Public: every option's votes and weight (the sum of its voters' √stake), the turnout and the state; " +
          "signed in, my vote with its stake snapshot and weight.",
        tags,
        params: proposalIdParams,
        response: { 200: proposal, ...problems(404) },
      },
      config: read,
    },
    async (request) => getProposal(db, request.params.id, request.auth?.user.id ?? null),
  );

  r.put(
    "/api/v1/proposals/:id/vote",
    {
      schema: {
        operationId: "voteOnProposal",
        summary: "Vote, or change my vote",
        description:
          "One vote per verified identity (decision 058): the account needs an agent whose KYA review an admin " +
          "approved (403 otherwise), and one account of an identity votes (409 `conflict` for the others). The " +
          "first vote reads the active stake at the proposal's start of all the identity's accounts from the " +
          "ledger and keeps it: stake added after the start does not count, and without any stake then the vote " +
          "is refused (403). Changeable until the close; a change moves only the option. Outside the window: 409 " +
          "`invalid_state`.",
        tags,
        params: proposalIdParams,
        body: voteRequest,
        response: { 200: proposal, ...problems(403, 404, 409) },
      },
      config: write,
    },
    async (request) =>
      inTransaction(db, (tx) => castVote(tx, actorOf(request).id, request.params.id, request.body.option)),
  );
}
