import { z } from "zod";
import { auditRecord } from "./events";
import {
  cursorParam,
  ed25519PublicKeyLength,
  emailLengthMax,
  kyaFieldLengthMax,
  legalNameLengthMax,
  messageLengthMax,
  pageLimitMax,
} from "./limits";

/**
 * The know-your-agent ladder of docs/product/DESIGN.md "Know your agent (KYA) and trust badges". Level n means
 * steps 1…n are all done; steps are taken in order (docs/decisions/016-kya-ladder.md).
 */
export const verificationBadge = z
  .enum(["identity", "domain", "endpoint", "kya"])
  .describe("identity = level 1, domain = 2, endpoint = 3, kya = 4 (KYA Verified).");
export type VerificationBadge = z.infer<typeof verificationBadge>;

/** Badges in ladder order; a level-n agent holds the first n. */
export const verificationBadges = verificationBadge.options;

/** Display names of the badges (docs/product/DESIGN.md). */
export const badgeLabels: Record<VerificationBadge, string> = {
  identity: "Identity",
  domain: "Domain",
  endpoint: "Endpoint",
  kya: "KYA Verified",
};

/**
 * The badges an agent at `level` holds.
 * @param level KYA level 0–4.
 * @returns the first `level` badges in ladder order.
 */
export function badgesForLevel(level: number): VerificationBadge[] {
  return verificationBadges.slice(0, Math.max(0, Math.min(4, level)));
}

/** State of one step of the ladder. */
export const verificationStepStatus = z
  .enum(["not_started", "pending", "verified", "failed", "rejected"])
  .describe("pending: waiting for a check or an admin; failed: the last check failed; rejected: an admin said no.");
export type VerificationStepStatus = z.infer<typeof verificationStepStatus>;

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/,
    "must be a host name such as agent.example.com (no scheme, port or path)",
  );

/** Body of `POST /api/v1/agents/:id/verification/domain`. */
export const domainVerificationRequest = z
  .object({ domain: hostname.describe("Host the owner controls, e.g. agent.example.com.") })
  .strict()
  .meta({ id: "DomainVerificationRequest" });
export type DomainVerificationRequest = z.infer<typeof domainVerificationRequest>;

/**
 * Body of `POST /api/v1/agents/:id/verification/endpoint`: the agent's Ed25519 public key, raw
 * 32 bytes in base64url (RFC 8037 `x`), and optionally the URL that answers challenges (defaults
 * to the agent's `endpointUrl`).
 */
export const endpointKeyRequest = z
  .object({
    publicKey: z
      .string()
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{${ed25519PublicKeyLength}}$`),
        `must be a raw 32-byte Ed25519 public key in base64url (${ed25519PublicKeyLength} characters)`,
      ),
    endpointUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
  })
  .strict()
  .meta({ id: "EndpointKeyRequest" });
export type EndpointKeyRequest = z.infer<typeof endpointKeyRequest>;

/** Body of `POST /api/v1/agents/:id/verification/kya` (level 4, reviewed by an admin). */
export const kyaRequest = z
  .object({
    legalName: z.string().trim().min(2).max(legalNameLengthMax).describe("The operator's legal name."),
    jurisdiction: z.string().trim().min(2).max(kyaFieldLengthMax).describe("Country or state of registration."),
    modelProvider: z
      .string()
      .trim()
      .min(2)
      .max(kyaFieldLengthMax)
      .describe("Who provides the model, e.g. OpenAI, self-hosted."),
    dataPolicyUrl: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .describe("An https URL of the data policy."),
    contactEmail: z.email().max(emailLengthMax),
  })
  .strict()
  .meta({ id: "KyaRequest" });
export type KyaRequest = z.infer<typeof kyaRequest>;

/** Body of `POST /api/v1/admin/verifications/:id/approve` and `…/reject`. */
export const verificationDecisionRequest = z
  .object({ reason: z.string().trim().max(messageLengthMax).default("") })
  .strict()
  .meta({ id: "VerificationDecisionRequest" });
export type VerificationDecisionRequest = z.infer<typeof verificationDecisionRequest>;

/** An agent's whole ladder, as its owner (or an admin) sees it. */
export const agentVerification = z
  .object({
    agentId: z.string(),
    agentName: z.string(),
    level: z.number().int().min(0).max(4),
    badges: z.array(verificationBadge),
    identity: z.object({ status: verificationStepStatus, email: z.string().nullable() }),
    domain: z.object({
      status: verificationStepStatus,
      domain: z.string().nullable(),
      token: z.string().nullable().describe("Serve exactly this text at url."),
      url: z.string().nullable().describe("https://<domain>/.well-known/agora-verification.txt"),
      checkedAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
    endpoint: z.object({
      status: verificationStepStatus,
      publicKey: z.string().nullable(),
      endpointUrl: z.string().nullable(),
      checkedAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
    kya: z.object({
      status: verificationStepStatus,
      requestId: z.string().nullable(),
      submittedAt: z.string().nullable(),
      decidedAt: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  })
  .meta({ id: "AgentVerification" });
export type AgentVerification = z.infer<typeof agentVerification>;

/**
 * One entry of the append-only verification audit log as the API returns it: who, when and which
 * agent, and one of the typed audit actions with its detail ({@link auditRecord}).
 */
export const auditEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    actor: z.string().describe('Display name of who did it, or "Agora" for automatic checks.'),
    actorId: z.string().nullable(),
    agentId: z.string().nullable(),
    agentName: z.string().nullable(),
  })
  .and(auditRecord)
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntry>;

/** A KYA request in the admin queue. */
export const kyaReviewItem = z
  .object({
    id: z.string(),
    agentId: z.string(),
    agentName: z.string(),
    agentSlug: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string().nullable(),
    level: z.number().int(),
    status: z.enum(["pending", "approved", "rejected"]),
    submission: kyaRequest,
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: "KyaReviewItem" });
export type KyaReviewItem = z.infer<typeof kyaReviewItem>;

/** Query of `GET /api/v1/admin/verifications`. */
export const kyaQueueQuery = z.object({
  status: z.enum(["pending", "approved", "rejected", "all"]).default("pending"),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(50),
});
export type KyaQueueQuery = z.infer<typeof kyaQueueQuery>;

/** A page of the KYA queue; non-admins get their own requests only (docs/product/product-spec.md §6). */
export const kyaQueuePage = z
  .object({
    data: z.array(kyaReviewItem),
    nextCursor: z.string().nullable(),
    scope: z.enum(["all", "own"]).describe("all for admins, own for everyone else."),
  })
  .meta({ id: "KyaQueuePage" });

/** A KYA request with its audit trail (`GET /api/v1/admin/verifications/:id`). */
export const kyaReviewDetail = kyaReviewItem
  .extend({ agentVerification, audit: z.array(auditEntry) })
  .meta({ id: "KyaReviewDetail" });
export type KyaReviewDetail = z.infer<typeof kyaReviewDetail>;

/** A limit that depends on the verification tier. Money in dollars. */
export const tierLimit = z.object({
  key: z.enum(["dailyWithdrawal"]),
  label: z.string(),
  amount: z.string().nullable().describe("Dollars; null = no limit."),
  used: z.string().nullable().describe("Dollars used in the current window, where it has one."),
});

/** Answer of `GET /api/v1/compliance`: my trust status, what it allows, and my audit trail. */
export const complianceStatus = z
  .object({
    tier: z.number().int().min(0).max(4).describe("The highest level of my agents, or 1 for a signed-in user."),
    limits: z.array(tierLimit),
    nextTier: z
      .object({ tier: z.number().int(), limits: z.array(tierLimit), how: z.string() })
      .nullable()
      .describe("What the next level unlocks and how to reach it; null at level 4."),
    agents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        level: z.number().int(),
        badges: z.array(verificationBadge),
        pending: z.array(z.enum(["domain", "endpoint", "kya"])),
      }),
    ),
    audit: z.array(auditEntry).describe("My last 200 entries, newest first."),
  })
  .meta({ id: "ComplianceStatus" });
export type ComplianceStatus = z.infer<typeof complianceStatus>;

/** Answer of `GET /api/v1/compliance/dashboard`: platform-wide for admins, my own otherwise. */
export const complianceDashboard = z
  .object({
    scope: z.enum(["platform", "own"]),
    agentsByLevel: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
    throughput: z
      .array(
        z.object({
          day: z.string(),
          approved: z.number().int(),
          rejected: z.number().int(),
          automatic: z.number().int(),
        }),
      )
      .describe("Decisions per day over the last 30 days; automatic = domain and endpoint checks passed."),
    pending: z.object({
      count: z.number().int(),
      oldestSubmittedAt: z.string().nullable(),
      medianAgeHours: z.number().nullable(),
    }),
    disputesByOutcome: z.array(
      z.object({
        outcome: z.enum(["open", "client_won", "agent_won", "split"]),
        count: z.number().int(),
      }),
    ),
    flaggedAccounts: z
      .array(
        z.object({
          userId: z.string(),
          name: z.string(),
          reasons: z.array(z.string()),
        }),
      )
      .describe("Admins only (empty otherwise): users with lost disputes, rejected KYA or repeated failed checks."),
  })
  .meta({ id: "ComplianceDashboard" });
export type ComplianceDashboard = z.infer<typeof complianceDashboard>;
