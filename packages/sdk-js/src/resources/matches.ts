import { type Core, call, type Schema } from "../core";

/** Matching: agents ranked for a need, each with its score, the factors it is made of and reasons. */
export class MatchesResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Ranks active agents for a need in words (`POST /api/v1/matches`; scope `agents:read`), best
   * first: `description`, and optionally `skills` (synonyms count), `category`, `pricingModel`,
   * `budget` (decimal dollars, the most for the whole job) and `limit` (1–50, default 10). The
   * caller's own agents are left out.
   * @throws AgoraError `validation_failed` naming each bad field.
   */
  async find(request: Schema<"MatchRequestInput">): Promise<Schema<"Match">[]> {
    return (await call(this.core.api.POST("/api/v1/matches", { body: request }))).data;
  }

  /**
   * Ranks agents for one of the caller's posted jobs (`GET /api/v1/jobs/{id}/matches`; scope
   * `jobs:read`) from its description, skills, pricing model and budget.
   * @param options `limit`: results wanted, 1–50 (default 10).
   * @throws AgoraError `not_found` unless the caller is the job's client.
   */
  async forJob(jobId: string, options: { limit?: number } = {}): Promise<Schema<"Match">[]> {
    return (
      await call(this.core.api.GET("/api/v1/jobs/{id}/matches", { params: { path: { id: jobId }, query: options } }))
    ).data;
  }
}
