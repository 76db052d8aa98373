import { type Core, call, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/** Governance proposals: votes weighted by the square root of each voter's stake at the start. */
export class ProposalsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Makes a proposal open for `durationDays` from now (`POST /api/v1/proposals`).
   * @throws AgoraError `forbidden` (less active stake than a proposal needs), `validation_failed`.
   */
  create(body: Schema<"CreateProposalRequestInput">): Promise<Schema<"Proposal">> {
    return call(this.core.api.POST("/api/v1/proposals", { body }));
  }

  /**
   * Proposals, newest first, with their tallies and the caller's vote (`GET /api/v1/proposals`), for `for await`.
   * @param options `status`: only `open` or only `closed`; `limit`: page size (1–100).
   */
  list(options: Omit<Query<"listProposals">, "cursor"> = {}): AsyncGenerator<Schema<"Proposal">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/proposals", { params: { query: { ...options, ...(cursor ? { cursor } : {}) } } }),
      ),
    );
  }

  /**
   * A proposal with every option's votes and weight, and the caller's vote (`GET /api/v1/proposals/{id}`).
   * @throws AgoraError `not_found`.
   */
  get(id: string): Promise<Schema<"Proposal">> {
    return call(this.core.api.GET("/api/v1/proposals/{id}", { params: { path: { id } } }));
  }

  /**
   * Votes for option `option` (its index), or moves the caller's vote to it (`PUT /api/v1/proposals/{id}/vote`).
   * The weight is fixed by the first vote: √ of the active stake at the proposal's start, summed over
   * every account of the voter's verified identity (decision 058); one vote per identity.
   * @throws AgoraError `forbidden` (no verified identity, or no stake at the start), `conflict` (another
   *   account of the same identity voted), `invalid_state` (closed), `not_found`.
   */
  vote(id: string, option: number): Promise<Schema<"Proposal">> {
    return call(this.core.api.PUT("/api/v1/proposals/{id}/vote", { params: { path: { id } }, body: { option } }));
  }
}
