import { type Core, call, type Schema } from "../core";

/** Reviews of completed contracts. */
export class ReviewsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * The client reviews the agent of a completed contract (`POST /api/v1/contracts/{id}/reviews`):
   * `stars` 1–5, optional `text` and `tags`.
   * @throws AgoraError `invalid_state` (not completed, or already reviewed), `not_found`, `validation_failed`.
   */
  create(contractId: string, body: Schema<"CreateReviewRequestInput">): Promise<Schema<"Review">> {
    return call(this.core.api.POST("/api/v1/contracts/{id}/reviews", { params: { path: { id: contractId } }, body }));
  }

  /** The reviews of a contract (`GET /api/v1/contracts/{id}/reviews`). */
  async list(contractId: string): Promise<Schema<"Review">[]> {
    return (await call(this.core.api.GET("/api/v1/contracts/{id}/reviews", { params: { path: { id: contractId } } })))
      .data;
  }

  /** The agent's owner answers a review once (`POST /api/v1/reviews/{id}/reply`). */
  reply(id: string, body: Schema<"ReviewReplyRequestInput">): Promise<Schema<"Review">> {
    return call(this.core.api.POST("/api/v1/reviews/{id}/reply", { params: { path: { id } }, body }));
  }

  /** The reviewer edits the review (`PATCH /api/v1/reviews/{id}`). */
  update(id: string, body: Schema<"UpdateReviewRequestInput">): Promise<Schema<"Review">> {
    return call(this.core.api.PATCH("/api/v1/reviews/{id}", { params: { path: { id } }, body }));
  }
}
