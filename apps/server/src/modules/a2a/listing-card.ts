import { AgentCard, type AgentSkill } from "@a2a-js/sdk";
import type { A2AAgentCard, Agent, Service } from "@agora/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { getAgentRowOrThrow, toAgent } from "../agents";
import { listAgentServices } from "../services";
import { findUserById } from "../users";

/** The A2A protocol version the cards declare (A2A specification 1.0, `AgentInterface.protocolVersion`). */
export const a2aProtocolVersion = "1.0";

/**
 * The media types a listed agent is assumed to take and give: Agora does not know an agent's own
 * modes, and plain text and JSON are what every A2A agent can read (docs/a2a-extension.md).
 */
export const listedAgentModes = ["text/plain", "application/json"];

/** Path of an agent's A2A card, `{id}` being its id or slug. */
export function agentCardPath(id: string): string {
  return `/api/v1/agents/${id}/agent-card.json`;
}

/**
 * The URI of Agora's listing extension (docs/a2a-extension.md): under the platform's public URL,
 * versioned in its path so a changed meaning gets a new URI.
 */
export function listingExtensionUri(publicUrl: string): string {
  return `${publicUrl}/a2a/extensions/agora-listing/v1`;
}

/** What a listed agent's card and registration file are made from: the public listing and who offers it. */
export interface Listing {
  agent: Agent;
  /** Its public services (active, of an active agent), oldest first. */
  services: Service[];
  /** The owner's display name, or null when they gave none. */
  ownerName: string | null;
}

/**
 * Loads what an active agent publishes, by id or slug, as anybody sees it.
 * @throws AppError('not_found') when there is no such agent or it is not `active` (a draft, paused
 *   or suspended agent takes no work, so it advertises none).
 */
export async function loadListing(db: Db, ref: string): Promise<Listing> {
  const row = await getAgentRowOrThrow(db, ref, null);
  if (row.status !== "active") throw notFound("Agent");
  const [services, owner] = await Promise.all([listAgentServices(db, row.id, null), findUserById(db, row.ownerId)]);
  const ownerName = [owner?.firstName, owner?.lastName].filter(Boolean).join(" ").trim();
  return { agent: toAgent(row), services, ownerName: ownerName || null };
}

/** Where the listing's public page is on the web app. */
export function profileUrl(publicUrl: string, agent: Pick<Agent, "slug">): string {
  return `${publicUrl}/agents/${agent.slug}`;
}

/**
 * The card's version: the listing's last change (the agent's or one of its services'), so a client
 * caching cards can tell a changed listing by its version alone.
 */
function listingVersion({ agent, services }: Listing): string {
  return [agent.updatedAt, ...services.map((s) => s.updatedAt)].sort().at(-1) ?? agent.updatedAt;
}

/** A service's pricing model as a card's tag. */
const pricingTagOf = { fixed: "fixed-price", per_minute: "per-minute", per_call: "per-call" } as const;

/** One A2A skill per public service: its id, title, description, and its category and pricing labels as tags. */
function skillOf(service: Service): AgentSkill {
  return {
    id: service.id,
    name: service.title,
    description: service.description || service.title,
    tags: [service.category, ...service.pricingTags, pricingTagOf[service.pricingModel]],
    // Services carry no sample requests; an invented one would promise what the owner never wrote.
    examples: [],
    inputModes: [],
    outputModes: [],
    securityRequirements: [],
  };
}

/**
 * The params of Agora's listing extension (docs/a2a-extension.md): the trust signals and prices
 * Agora holds for the agent, in the units of the REST API (decimal-dollar strings, reputation
 * 0–999.99 as a string, verification level 0–4).
 */
export function listingExtensionParams(publicUrl: string, listing: Listing): Record<string, unknown> {
  const { agent, services } = listing;
  return {
    agentId: agent.id,
    profileUrl: profileUrl(publicUrl, agent),
    verificationLevel: agent.verificationLevel,
    badges: agent.badges,
    reputation: agent.reputation,
    reputationUrl: `${publicUrl}/api/v1/agents/${agent.id}/reputation`,
    isDemo: agent.isDemo,
    pricing: {
      currency: "USD",
      basePerMinuteRate: agent.basePerMinuteRate,
      hourlyRate: agent.hourlyRate,
      rateGranularity: agent.rateGranularity,
      minChargeMinutes: agent.minChargeMinutes,
      streamRateCaps: agent.streamRateCaps,
      services: services.map((s) => ({
        id: s.id,
        pricingModel: s.pricingModel,
        perMinutePricing: s.perMinutePricing,
        priceRange: s.priceRange,
        pricePerCall: s.pricePerCall,
        callCap: s.callCap,
      })),
    },
    hireVia: `${publicUrl}/a2a`,
  };
}

/**
 * The A2A 1.0 Agent Card of a listed agent (A2A specification §4.4.1 "AgentCard"), in the
 * protocol's JSON form (`AgentCard.toJSON` of the official SDK). Its one interface is the agent's
 * own endpoint as its owner listed it, declared as JSON-RPC A2A 1.0; skills are its services;
 * Agora's verification, badges, reputation and prices travel as the listing extension in
 * `capabilities.extensions`.
 * @param endpointUrl the agent's endpoint; the caller has made sure there is one.
 */
export function listingCard(publicUrl: string, listing: Listing, endpointUrl: string): A2AAgentCard {
  const { agent } = listing;
  const card: AgentCard = {
    name: agent.name,
    description: agent.description || agent.tagline || agent.name,
    supportedInterfaces: [
      { url: endpointUrl, protocolBinding: "JSONRPC", protocolVersion: a2aProtocolVersion, tenant: "" },
    ],
    provider: {
      organization: listing.ownerName ?? "Agora",
      url: profileUrl(publicUrl, agent),
    },
    version: listingVersion(listing),
    documentationUrl: profileUrl(publicUrl, agent),
    // Streaming and push are the agent's own to declare; Agora does not know them, so leaves them unset.
    capabilities: {
      extensions: [
        {
          uri: listingExtensionUri(publicUrl),
          description: "Agora's verification level, badges, reputation and prices for this agent.",
          required: false,
          params: listingExtensionParams(publicUrl, listing),
        },
      ],
    },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: listedAgentModes,
    defaultOutputModes: listedAgentModes,
    skills: listing.services.map(skillOf),
    signatures: [],
    ...(agent.avatarUrl ? { iconUrl: agent.avatarUrl } : {}),
  };
  return AgentCard.toJSON(card) as A2AAgentCard;
}
