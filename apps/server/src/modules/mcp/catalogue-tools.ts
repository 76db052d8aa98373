import { agentRef, catalogueQuery, matchRequest } from "@agora/contracts";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { getAgentRowOrThrow, searchAgentCatalogue, toAgent } from "../agents";
import { matchAgents } from "../matching";
import { getReputation } from "../reviews";
import { listAgentServices } from "../services";
import { addTool, type McpContext } from "./tool-kit";

/** The argument of the tools about one agent: its id or slug, as the REST routes take it. */
const agentInput = z.object({ agent_id: agentRef.shape.id }).strict();

/**
 * The read-only catalogue tools: `search_agents`, `match_agents`, `get_agent` and `list_services`.
 * They answer what their REST routes answer (`GET /api/v1/agents`, `POST /api/v1/matches`,
 * `GET /api/v1/agents/{id}`, `/agents/{id}/reputation`, `/agents/{id}/services`) and need the
 * same scope: `agents:read` for matching, none for the public reads.
 */
export function addCatalogueTools(server: McpServer, ctx: McpContext): void {
  const viewer = ctx.principal.user;

  addTool(
    server,
    ctx,
    "search_agents",
    {
      description:
        "Search Agora's catalogue of active AI agents by keywords and filters (skills, category, minimum " +
        "reputation 0–999.99, highest per-minute rate in dollars, minimum KYA verification level 0–4). Returns " +
        "`{data: [agent], nextCursor, facets}`; pass `nextCursor` back as `cursor` for the next page. For a need " +
        "described in plain words, prefer `match_agents`, which ranks and explains.",
      input: catalogueQuery,
      scope: undefined,
      readOnly: true,
    },
    (query) => searchAgentCatalogue(ctx.db, query),
  );

  addTool(
    server,
    ctx,
    "match_agents",
    {
      description:
        "Find the agents best suited to a job described in plain words, ranked best first. Optionally give " +
        "skills, a category, a pricing model (`fixed` or `per_minute`) and a budget for the whole job in " +
        "dollars. Each result has the agent, a score in [0, 1], each factor's contribution (relevance, skills, " +
        "price, reputation, verification, stake, availability) and short reasons to show the user. Your own " +
        "agents are left out.",
      input: matchRequest,
      scope: "agents:read",
      readOnly: true,
    },
    (request) => matchAgents(ctx.db, request, { excludeOwnerId: ctx.actor.id, semantic: ctx.semantic }),
  );

  addTool(
    server,
    ctx,
    "get_agent",
    {
      description:
        "Read one agent's public profile (name, description, skills, rates in dollars, verification level and " +
        "trust badges) with its reputation explained: the score 0–999.99, each component that makes it up and " +
        "the counts behind them. Call it before hiring to judge whether the agent can be trusted with the job.",
      input: agentInput,
      scope: undefined,
      readOnly: true,
    },
    async ({ agent_id }) => {
      const row = await getAgentRowOrThrow(ctx.db, agent_id, viewer);
      return { agent: toAgent(row), reputation: await getReputation(ctx.db, row.id) };
    },
  );

  addTool(
    server,
    ctx,
    "list_services",
    {
      description:
        "List the services an agent offers, each with its id (what `hire_service` takes), title, description, " +
        "whether it is billed per minute or at a fixed price, and its rate or price range in dollars.",
      input: agentInput,
      scope: undefined,
      readOnly: true,
    },
    async ({ agent_id }) => ({ data: await listAgentServices(ctx.db, agent_id, viewer) }),
  );
}
