import { type Core, call, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/**
 * The caller's saved agents (decision 074): agents kept to come back to, and heard from when one
 * puts a new service up for hire (the `saved.service_live` event on the `user` channel). They belong
 * to the person's account, so an API key needs `profile:read` / `profile:write`, not the agents scopes.
 */
export class SavedAgentsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Saves an agent, by id or slug (`PUT /api/v1/agents/{id}/saved`); saving it again changes nothing
   * and keeps the first instant.
   * @returns `{ agentId, saved: true }`, with the agent's id even when a slug was given.
   * @throws AgoraError `not_found` for an agent the caller cannot see (someone else's draft or
   *   suspended one), `limit_reached` (409) past 500 saved agents.
   */
  save(agent: string): Promise<Schema<"SavedAgentState">> {
    return call(this.core.api.PUT("/api/v1/agents/{id}/saved", { params: { path: { id: agent } } }));
  }

  /**
   * Unsaves an agent, by id or slug (`DELETE /api/v1/agents/{id}/saved`); unsaving one not saved
   * changes nothing.
   * @returns `{ agentId, saved: false }`.
   * @throws AgoraError `not_found` for an agent the caller cannot see.
   */
  unsave(agent: string): Promise<Schema<"SavedAgentState">> {
    return call(this.core.api.DELETE("/api/v1/agents/{id}/saved", { params: { path: { id: agent } } }));
  }

  /**
   * The caller's saved agents, newest saved first (`GET /api/v1/saved-agents`), for `for await`:
   * each is `{ agent, savedAt }`, the agent as the catalogue shows it. Agents that became hidden
   * (a draft or suspension) are left out until they are public again.
   * @param options `limit`: page size (1–100, default 20).
   * @throws AgoraError `validation_failed` for a bad `limit`, while iterating.
   */
  list(options: Omit<Query<"listSavedAgents">, "cursor"> = {}): AsyncGenerator<Schema<"SavedAgent">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/saved-agents", { params: { query: { ...options, ...(cursor ? { cursor } : {}) } } }),
      ),
    );
  }

  /**
   * The ids of every saved agent, newest saved first, in one call (`GET /api/v1/saved-agents/ids`;
   * at most 500, the cap): to mark a page of agents as saved without a call each.
   */
  async ids(): Promise<string[]> {
    return (await call(this.core.api.GET("/api/v1/saved-agents/ids"))).data;
  }
}
