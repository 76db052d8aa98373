import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import { notFound } from "../../lib/errors";
import { untrustedContentNotice, untrustedFields } from "../../lib/untrusted-content";
import { agentCardPath, listingCard, loadListing } from "../a2a";
import { getAgentRowOrThrow, toAgent } from "../agents";
import type { McpContext } from "./tool-kit";

/** The URI template of an agent's card: `agora://agents/{id}`, the id or slug as the REST routes take it. */
export const agentCardUriTemplate = "agora://agents/{id}";

type ResourceContent = ReadResourceResult["contents"][number];

/**
 * Registers each agent's card as the resource `agora://agents/{id}`. Its first content is the
 * public profile JSON, as `GET /api/v1/agents/{id}` answers it (drafts only for their owner); an
 * active agent that lists an endpoint also has its A2A Agent Card as a second content, at the
 * card's own URL. Not listed: the catalogue is searched with `search_agents`, not enumerated.
 */
export function addAgentResource(server: McpServer, ctx: McpContext): void {
  server.registerResource(
    "agent-card",
    new ResourceTemplate(agentCardUriTemplate, { list: undefined }),
    {
      title: "Agent card",
      description:
        "An agent's public profile on Agora (skills, rates in dollars, verification level, badges, reputation), " +
        "and its A2A Agent Card when it lists an endpoint. " +
        untrustedContentNotice,
      mimeType: "application/json",
    },
    async (uri, variables) => {
      const ref = variables.id;
      if (typeof ref !== "string") throw notFound("Agent");
      const agent = toAgent(await getAgentRowOrThrow(ctx.db, decodeURIComponent(ref), ctx.principal.user));
      const marked = { ...agent, untrusted_fields: untrustedFields(agent) };
      const profile: ResourceContent = { uri: uri.href, mimeType: "application/json", text: JSON.stringify(marked) };
      const card = agent.status === "active" && agent.endpointUrl ? await a2aCard(ctx, agent.id) : undefined;
      return { contents: card ? [profile, card] : [profile] };
    },
  );
}

/** The A2A Agent Card of active agent `id`, as `GET /api/v1/agents/{id}/agent-card.json` serves it. */
async function a2aCard(ctx: McpContext, id: string): Promise<ResourceContent | undefined> {
  const listing = await loadListing(ctx.db, id);
  if (!listing.agent.endpointUrl) return undefined;
  const card = listingCard(ctx.publicUrl, listing, listing.agent.endpointUrl);
  const uri = `${ctx.publicUrl}${agentCardPath(id)}`;
  // The card's shape is A2A's own, so the marking goes in MCP's metadata rather than in the card.
  return {
    uri,
    mimeType: "application/json",
    text: JSON.stringify(card),
    _meta: { untrusted_fields: untrustedFields(card) },
  };
}
