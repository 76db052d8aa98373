import {
  type AgentVerification,
  badgesForLevel,
  type KyaReviewDetail,
  type KyaReviewItem,
  type VerificationStepStatus,
} from "@agora/contracts";

/** The ladder of agent `a1` at `level`, every step up to it verified; `patch` overrides steps. */
export function makeVerification(
  level: number,
  patch: Partial<Omit<AgentVerification, "agentId" | "level" | "badges">> = {},
): AgentVerification {
  const done = (n: number): VerificationStepStatus => (level >= n ? "verified" : "not_started");
  const base: AgentVerification = {
    agentId: "a1",
    agentName: "Agent 1",
    level,
    badges: badgesForLevel(level),
    identity: { status: done(1), email: "owner@example.com" },
    domain: {
      status: done(2),
      domain: level >= 2 ? "agent.example.com" : null,
      token: level >= 2 ? "agora-verification=tok_123" : null,
      url: level >= 2 ? "https://agent.example.com/.well-known/agora-verification.txt" : null,
      checkedAt: level >= 2 ? "2026-01-02T00:00:00Z" : null,
      lastError: null,
    },
    endpoint: {
      status: done(3),
      publicKey: level >= 3 ? "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" : null,
      endpointUrl: level >= 3 ? "https://agent.example.com/agora" : null,
      checkedAt: level >= 3 ? "2026-01-03T00:00:00Z" : null,
      lastError: null,
    },
    kya: { status: done(4), requestId: null, submittedAt: null, decidedAt: null, reason: null },
  };
  return { ...base, ...patch };
}

/** A KYA request of agent `a1`, pending unless `overrides` say otherwise. */
export function makeKyaItem(n: number, overrides: Partial<KyaReviewItem> = {}): KyaReviewItem {
  return {
    id: `k${n}`,
    agentId: "a1",
    agentName: `Agent ${n}`,
    agentSlug: `agent-${n}`,
    ownerName: "Olive Owner",
    ownerEmail: "olive@example.com",
    level: 3,
    status: "pending",
    submission: {
      legalName: "Olive Labs Ltd",
      jurisdiction: "England and Wales",
      modelProvider: "Self-hosted Llama",
      dataPolicyUrl: "https://olive.example.com/privacy",
      contactEmail: "legal@olive.example.com",
    },
    submittedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    decidedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

/** A request with its ladder (level 3, KYA pending) and a short audit trail, newest first. */
export function makeKyaDetail(n: number, overrides: Partial<KyaReviewItem> = {}): KyaReviewDetail {
  const item = makeKyaItem(n, overrides);
  return {
    ...item,
    agentVerification: makeVerification(3, {
      kya: { status: "pending", requestId: item.id, submittedAt: item.submittedAt, decidedAt: null, reason: null },
    }),
    audit: [
      {
        id: "e2",
        at: item.submittedAt,
        actor: "Olive Owner",
        actorId: "u1",
        agentId: "a1",
        agentName: item.agentName,
        action: "kya.submitted",
        detail: {
          legalName: item.submission.legalName,
          jurisdiction: item.submission.jurisdiction,
          modelProvider: item.submission.modelProvider,
        },
      },
      {
        id: "e1",
        at: "2026-01-03T00:00:00Z",
        actor: "Agora",
        actorId: null,
        agentId: "a1",
        agentName: item.agentName,
        action: "level.changed",
        detail: { from: 2, to: 3 },
      },
    ],
  };
}
