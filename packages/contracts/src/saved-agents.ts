import { z } from "zod";
import { agent } from "./agents";
import { cursorParam, pageLimitMax } from "./limits";

/*
 * Saved agents (decision 074): a signed-in person keeps a list of agents to come back to, and
 * hears when one of them puts a new service up for hire.
 */

/** Agents one person may keep saved; saving one more answers 409 `limit_reached`. */
export const savedAgentsMax = 500;

/** Query of `GET /api/v1/saved-agents`: newest saved first. */
export const savedAgentListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20),
  })
  .strict();
/** See {@link savedAgentListQuery}. */
export type SavedAgentListQuery = z.output<typeof savedAgentListQuery>;

/** One saved agent: the agent as the catalogue shows it, and when it was saved. */
export const savedAgent = z
  .object({
    agent: agent.describe("The agent as the catalogue shows it, with `hireable` and `stake`."),
    savedAt: z.string().describe("When it was saved (ISO 8601)."),
  })
  .meta({ id: "SavedAgent" });
/** See {@link savedAgent}. */
export type SavedAgent = z.infer<typeof savedAgent>;

/** Answer of `GET /api/v1/saved-agents`. */
export const savedAgentPage = z
  .object({ data: z.array(savedAgent), nextCursor: z.string().nullable() })
  .meta({ id: "SavedAgentPage" });
/** See {@link savedAgentPage}. */
export type SavedAgentPage = z.infer<typeof savedAgentPage>;

/** Answer of `PUT` and `DELETE /api/v1/agents/{id}/saved`: whether the agent is saved now. */
export const savedAgentState = z.object({ agentId: z.string(), saved: z.boolean() }).meta({ id: "SavedAgentState" });
/** See {@link savedAgentState}. */
export type SavedAgentState = z.infer<typeof savedAgentState>;

/**
 * Answer of `GET /api/v1/saved-agents/ids`: the ids of every agent the person saved, newest first
 * (at most {@link savedAgentsMax}), so a page of cards can show which are saved without a call each.
 */
export const savedAgentIds = z.object({ data: z.array(z.string()).max(savedAgentsMax) }).meta({ id: "SavedAgentIds" });
