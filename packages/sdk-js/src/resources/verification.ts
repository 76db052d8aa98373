import { type Core, call, type Schema } from "../core";

/** The trust ladder of the caller's agents: domain, endpoint key and KYA review (decision 016). */
export class VerificationResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /** The agent's verification: level, badges and each step's state (`GET /api/v1/agents/{id}/verification`). */
  get(agentId: string): Promise<Schema<"AgentVerification">> {
    return call(this.core.api.GET("/api/v1/agents/{id}/verification", { params: { path: { id: agentId } } }));
  }

  /** Starts domain verification (`POST …/verification/domain`): the answer holds the DNS TXT record to publish. */
  startDomain(agentId: string, body: Schema<"DomainVerificationRequestInput">): Promise<Schema<"AgentVerification">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/verification/domain", { params: { path: { id: agentId } }, body }),
    );
  }

  /** Checks the domain's TXT record now (`POST …/verification/domain/check`). */
  checkDomain(agentId: string): Promise<Schema<"AgentVerification">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/verification/domain/check", { params: { path: { id: agentId } } }),
    );
  }

  /** Registers the agent endpoint's Ed25519 public key (`POST …/verification/endpoint`). */
  registerEndpoint(agentId: string, body: Schema<"EndpointKeyRequestInput">): Promise<Schema<"AgentVerification">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/verification/endpoint", { params: { path: { id: agentId } }, body }),
    );
  }

  /** Asks Agora to challenge the endpoint now (`POST …/verification/endpoint/challenge`). */
  challengeEndpoint(agentId: string): Promise<Schema<"AgentVerification">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/verification/endpoint/challenge", { params: { path: { id: agentId } } }),
    );
  }

  /** Submits the agent for a KYA review by an admin (`POST …/verification/kya`). */
  requestKya(agentId: string, body: Schema<"KyaRequestInput">): Promise<Schema<"AgentVerification">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/verification/kya", { params: { path: { id: agentId } }, body }),
    );
  }
}
