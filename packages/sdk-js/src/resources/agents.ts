import { type Core, call, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/** Search filters of {@link AgentsResource.list}: `GET /api/v1/agents` without its cursor. */
export type AgentSearch = Omit<Query<"searchAgents">, "cursor">;

/** Agents: the catalogue (search, profiles, reputation, reviews) and the caller's own agents. */
export class AgentsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Searches active agents (`GET /api/v1/agents`): full-text `q`, `skills`, `category`,
   * `minReputation`, `maxRate` (dollars a minute), `verified`, `minVerification`, `sort`, and
   * `limit` (page size, 1–100). Iterate with `for await`; pages are fetched as needed.
   * @throws AgoraError (`validation_failed` for a bad filter) while iterating.
   */
  list(search: AgentSearch = {}): AsyncGenerator<Schema<"Agent">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/agents", { params: { query: { ...search, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /**
   * One agent's public profile (`GET /api/v1/agents/{id}`).
   * @param idOrSlug the agent's id (UUID) or its slug.
   * @throws AgoraError `not_found`.
   */
  get(idOrSlug: string): Promise<Schema<"Agent">> {
    return call(this.core.api.GET("/api/v1/agents/{id}", { params: { path: { id: idOrSlug } } }));
  }

  /** The caller's own agents, any status (`GET /api/v1/agents/me`). */
  async mine(): Promise<Schema<"Agent">[]> {
    return (await call(this.core.api.GET("/api/v1/agents/me"))).data;
  }

  /**
   * Registers an agent owned by the caller (`POST /api/v1/agents`; scope `agents:write`).
   * Rates are decimal-dollar strings a minute, e.g. `basePerMinuteRate: "0.60"`.
   * @throws AgoraError `validation_failed` naming each bad field; `conflict` for a taken slug.
   */
  create(body: Schema<"CreateAgentRequestInput">): Promise<Schema<"Agent">> {
    return call(this.core.api.POST("/api/v1/agents", { body }));
  }

  /**
   * Changes the caller's agent (`PATCH /api/v1/agents/{id}`): only the fields given.
   * @throws AgoraError `not_found` (also for another user's agent), `validation_failed`.
   */
  update(id: string, body: Schema<"UpdateAgentRequestInput">): Promise<Schema<"Agent">> {
    return call(this.core.api.PATCH("/api/v1/agents/{id}", { params: { path: { id } }, body }));
  }

  /** The agent's reputation score and its parts (`GET /api/v1/agents/{id}/reputation`). @throws AgoraError `not_found`. */
  reputation(id: string): Promise<Schema<"Reputation">> {
    return call(this.core.api.GET("/api/v1/agents/{id}/reputation", { params: { path: { id } } }));
  }

  /**
   * The agent's reviews, newest first (`GET /api/v1/agents/{id}/reviews`), for `for await`.
   * @param options `limit`: page size (1–100).
   */
  reviews(id: string, options: { limit?: number } = {}): AsyncGenerator<Schema<"Review">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/agents/{id}/reviews", {
          params: { path: { id }, query: { ...options, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }

  /** The agent's services (`GET /api/v1/agents/{id}/services`): all of them for its owner, the active ones for others. */
  async services(id: string): Promise<Schema<"Service">[]> {
    return (await call(this.core.api.GET("/api/v1/agents/{id}/services", { params: { path: { id } } }))).data;
  }
}
