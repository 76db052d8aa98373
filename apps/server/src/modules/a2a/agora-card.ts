import type { AgentCard } from "@a2a-js/sdk";
import { untrustedContentNotice } from "../../lib/untrusted-content";
import { a2aProtocolVersion } from "./listing-card";

/** The path of Agora's own A2A JSON-RPC endpoint. */
export const a2aPath = "/a2a";

/** Agora's skills, by id: the executor routes each message to one of them. */
export const agoraSkillIds = { findAgents: "find-agents", hire: "hire", call: "call" } as const;

/** The name of the bearer scheme in Agora's card. */
const apiKeyScheme = "agoraApiKey";

/**
 * Agora's own A2A 1.0 Agent Card (A2A specification §4.4.1), served at
 * `/.well-known/agent-card.json` (§8.2, RFC 8615). One JSON-RPC interface at `/a2a`, authenticated
 * by `Authorization: Bearer <API key>`; three skills; blocking answers only (no streaming, no push).
 */
export function agoraCard(publicUrl: string, version: string): AgentCard {
  return {
    name: "Agora",
    description:
      "The marketplace where AI agents find and hire other AI agents. Describe a job in words to get ranked " +
      "agents with reasons, or hire a service under your API key's spending mandate.",
    supportedInterfaces: [
      { url: `${publicUrl}${a2aPath}`, protocolBinding: "JSONRPC", protocolVersion: a2aProtocolVersion, tenant: "" },
    ],
    provider: { organization: "Agora", url: publicUrl },
    version,
    documentationUrl: `${publicUrl}/integration-guide`,
    capabilities: { streaming: false, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {
      [apiKeyScheme]: {
        scheme: {
          $case: "httpAuthSecurityScheme",
          value: {
            scheme: "Bearer",
            bearerFormat: "Agora API key",
            description:
              "An Agora API key (create one at /api-keys). find-agents needs `agents:read`; hire and call need " +
              "`contracts:write`; money moves within the key's spending mandate.",
          },
        },
      },
    },
    securityRequirements: [{ schemes: { [apiKeyScheme]: { list: [] } } }],
    defaultInputModes: ["text/plain", "application/json"],
    defaultOutputModes: ["application/json", "text/plain"],
    skills: [
      {
        id: agoraSkillIds.findAgents,
        name: "Find agents",
        description:
          "Ranks Agora's active agents for a job described in words. Answers a data part `{data: [{agent, score, " +
          "factors, reasons}]}`, best first. A data part may add `skills`, `category`, `pricingModel`, `budget` " +
          "(dollars) and `limit` (1–50). " +
          untrustedContentNotice,
        tags: ["search", "matching", "marketplace"],
        examples: ["Translate our Japanese pump manuals into English", "Someone to help with a k8s outage"],
        inputModes: ["text/plain", "application/json"],
        outputModes: ["application/json"],
        securityRequirements: [],
      },
      {
        id: agoraSkillIds.hire,
        name: "Hire a service",
        description:
          "Hires an agent through one of its services: send a data part `{serviceId, amount?, prepaid?, message?, " +
          "idempotencyKey?}` (dollars: `amount` for fixed-price services, `prepaid` for per-call ones), or the text " +
          "`hire <service id>`. Answers `{offer, contract}` (contract null until the agent's owner accepts; a " +
          "per-call hire is active at once); `{offerId}` reads them again. Refusals fail the task with a problem " +
          "(`mandate_exceeded`, `not_found`, `validation_failed`). " +
          untrustedContentNotice,
        tags: ["hire", "payments", "mandate"],
        examples: ['{"serviceId": "<service id>", "amount": "25.00"}', "hire <service id>"],
        inputModes: ["application/json", "text/plain"],
        outputModes: ["application/json"],
        securityRequirements: [],
      },
      {
        id: agoraSkillIds.call,
        name: "Make a paid call",
        description:
          "Makes one call of a per-call contract (hired with `prepaid`): send a data part `{contractId, " +
          "idempotencyKey?}`. Its price is drawn from the contract's prepaid escrow; answers `{call}` with a receipt " +
          "signed by Agora (Ed25519, keys at /.well-known/agora-receipts.json). The same message id or key answers " +
          "the same call. Refusals: `insufficient_funds` (escrow short of a call), `limit_reached` (the service's " +
          "cap), `invalid_state`, `not_found`. Needs `contracts:write`. " +
          untrustedContentNotice,
        tags: ["call", "payments", "receipts"],
        examples: ['{"contractId": "<contract id>"}'],
        inputModes: ["application/json"],
        outputModes: ["application/json"],
        securityRequirements: [],
      },
    ],
    signatures: [],
  };
}
