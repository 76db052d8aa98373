import { randomUUID } from "node:crypto";
import { type Message, type Part, Role, type Task, TaskState } from "@a2a-js/sdk";
import {
  AgentEvent,
  type AgentExecutor,
  type ExecutionEventBus,
  type RequestContext,
  type ServerCallContext,
} from "@a2a-js/sdk/server";
import type { Problem } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { actorOfPrincipal, type Principal } from "../../lib/principal";
import { untrustedFields } from "../../lib/untrusted-content";
import { problemOf } from "../../plugins/errors";
import type { CallSigner } from "../calls";
import type { SemanticRelevance } from "../matching";
import { agoraSkillIds } from "./agora-card";
import { call, findAgents, hire, lookUpOffer, requireScope, routeMessage } from "./skills";

/** Where the route puts the caller and its rate-limit charge in the SDK's call context. */
export const callerStateKey = "agora.caller";

/** Who calls, as the `/a2a` route authenticated it, and how to count a hire against its `hire` budget. */
export interface Caller {
  principal: Principal;
  /**
   * Counts one hire against the caller's `hire` rate-limit budget, the counter of
   * `POST /api/v1/services/:id/hire`, so hiring through A2A is no way around it.
   * @throws RetryLaterError('rate_limited') when the budget is spent.
   */
  chargeHire: () => Promise<void>;
}

function callerOf(context: ServerCallContext): Caller {
  const caller = context.state.get(callerStateKey) as Caller | undefined;
  if (!caller) throw new AppError("unauthorized", "Send `Authorization: Bearer <API key>`");
  return caller;
}

/** A data part (A2A 1.0 `Part` with `data` content) holding `value` as JSON. */
export function dataPart(value: unknown): Part {
  return { content: { $case: "data", value }, metadata: undefined, filename: "", mediaType: "application/json" };
}

/** A plain-text part. */
export function textPart(value: string): Part {
  return { content: { $case: "text", value }, metadata: undefined, filename: "", mediaType: "text/plain" };
}

/** What one skill run ends with: its name, and its answer or the problem that refused it. */
type Outcome = { skill: string; answer: object; summary: string } | { skill: string; problem: Problem };

/**
 * Agora's A2A executor: routes each message to `find-agents` or `hire` (skills.ts), runs it as the
 * caller's API key (its scopes and its mandate), and ends the task at once. A success is a
 * completed task whose artifact is the answer as a data part, with `untrusted_fields` naming the
 * values other users wrote (lib/untrusted-content.ts); a refusal is a failed task whose
 * status message carries the problem (RFC 9457 body: `code`, `detail`, `errors`, and `limit` and
 * `remaining` for `mandate_exceeded`) as a data part, with its detail as text.
 */
export class AgoraExecutor implements AgentExecutor {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly signer: CallSigner,
    private readonly semantic?: SemanticRelevance,
  ) {}

  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const outcome = await this.run(context);
    bus.publish(AgentEvent.task(taskOf(context, outcome)));
    bus.finished();
  }

  /** Nothing runs long enough to cancel: every task has ended before its request is answered. */
  async cancelTask(): Promise<void> {}

  private async run(context: RequestContext): Promise<Outcome> {
    const message = context.userMessage;
    const request = routeMessage(message);
    try {
      const { principal, chargeHire } = callerOf(context.context);
      const actor = actorOfPrincipal(principal);
      if (request.skill === agoraSkillIds.findAgents) {
        requireScope(principal, "agents:read");
        const answer = await findAgents(this.db, actor, request.input, this.semantic);
        return { skill: request.skill, answer, summary: `${answer.data.length} agents ranked for your need.` };
      }
      if (request.skill === agoraSkillIds.call) {
        requireScope(principal, "contracts:write");
        const answer = await call(this.db, actor, this.signer, request.input, message.messageId);
        const { seq, price, spent } = answer.call;
        return { skill: request.skill, answer, summary: `Call ${seq} made for $${price}; $${spent} spent so far.` };
      }
      requireScope(principal, request.lookup ? "contracts:read" : "contracts:write");
      if (!request.lookup) await chargeHire();
      const answer = request.lookup
        ? await lookUpOffer(this.db, actor, request.input)
        : await hire(this.db, actor, request.input, message.messageId);
      return { skill: request.skill, answer, summary: `Offer ${answer.offer.id} is ${answer.offer.status}.` };
    } catch (error) {
      return { skill: request.skill, problem: problemOf(error, this.log, `a2a ${request.skill}`) };
    }
  }
}

/** What each skill's artifact holds. */
const artifactDescriptions = {
  [agoraSkillIds.findAgents]: "Ranked matches",
  [agoraSkillIds.hire]: "The offer and its contract",
  [agoraSkillIds.call]: "The call and its signed receipt",
} as const;

/** The finished task for `outcome`: completed with the answer as an artifact, or failed with the problem. */
function taskOf(context: RequestContext, outcome: Outcome): Task {
  const failed = "problem" in outcome;
  const parts = failed
    ? [textPart(outcome.problem.detail ?? outcome.problem.title), dataPart(outcome.problem)]
    : [textPart(outcome.summary)];
  return {
    id: context.taskId,
    contextId: context.contextId,
    status: {
      state: failed ? TaskState.TASK_STATE_FAILED : TaskState.TASK_STATE_COMPLETED,
      message: agentMessage(context, parts),
      timestamp: new Date().toISOString(),
    },
    artifacts: failed
      ? []
      : [
          {
            artifactId: randomUUID(),
            name: outcome.skill,
            description: artifactDescriptions[outcome.skill as keyof typeof artifactDescriptions] ?? "Ranked matches",
            parts: [dataPart({ ...outcome.answer, untrusted_fields: untrustedFields(outcome.answer) })],
            metadata: undefined,
            extensions: [],
          },
        ],
    history: [context.userMessage],
    metadata: { skill: outcome.skill },
  };
}

function agentMessage(context: RequestContext, parts: Part[]): Message {
  return {
    messageId: randomUUID(),
    contextId: context.contextId,
    taskId: context.taskId,
    role: Role.ROLE_AGENT,
    parts,
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  };
}
