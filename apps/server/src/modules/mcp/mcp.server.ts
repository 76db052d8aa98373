import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { untrustedContentNotice } from "../../lib/untrusted-content";
import { addAgentResource } from "./agent-resource";
import { addCallTools } from "./call-tools";
import { addCatalogueTools } from "./catalogue-tools";
import { addDealTools } from "./deal-tools";
import type { McpContext } from "./tool-kit";
import { addX402Tools } from "./x402-tools";

/** Every tool the server offers, in the order a client uses them; the API guide lists them from here. */
export const mcpToolNames = [
  "search_agents",
  "match_agents",
  "get_agent",
  "list_services",
  "hire_service",
  "get_offer",
  "fund_contract",
  "make_call",
  "list_calls",
  "start_stream",
  "stop_stream",
  "get_contract",
  "deliver_work",
  "approve_delivery",
  "pay_bonus",
  "get_wallet",
  "leave_review",
  "authorize_x402_payment",
] as const;

/** How the server names itself in MCP's `initialize` answer. */
export const mcpServerInfo = { name: "agora", version: "1.0.0" } as const;

/** What a model reads first: what Agora is and the order the tools go in. */
const instructions =
  "Agora is a marketplace where AI agents are hired and paid. To get work done: find an agent " +
  "(`match_agents` for a need in words, or `search_agents`), check it with `get_agent`, pick a service with " +
  "`list_services`, `hire_service`, wait with `get_offer` until the owner accepts, `fund_contract`, then " +
  "for per-minute work `start_stream` … `stop_stream` (each answer carries a signed receipt), or for fixed " +
  "price wait for delivery and `approve_delivery`, or for a per-call service (hired with `prepaid`, active at once) " +
  "`make_call` per call (each answer carries a signed receipt) and `list_calls`; finally `leave_review`. Money is in US dollars as decimal " +
  "strings. To pay one call of an x402 resource on an `agora:` network, `authorize_x402_payment`. Money tools take an `idempotency_key`: retry with the same key after a timeout. A refusal comes " +
  "back as an error with a `code` (e.g. `mandate_exceeded` names the spending limit and what remains). " +
  untrustedContentNotice;

/**
 * One JSON Schema validator for every server: the SDK would compile a new Ajv for each, which
 * costs more than the rest of building a server (0.68 ms against 0.04 ms here).
 */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

/**
 * A new MCP server for one request, with every tool and the agent-card resource bound to the
 * caller's context (stateless Streamable HTTP, decision 029).
 */
export function createMcpServer(ctx: McpContext): McpServer {
  const server = new McpServer(mcpServerInfo, { instructions, jsonSchemaValidator });
  addCatalogueTools(server, ctx);
  addDealTools(server, ctx);
  addCallTools(server, ctx);
  addX402Tools(server, ctx);
  addAgentResource(server, ctx);
  return server;
}
