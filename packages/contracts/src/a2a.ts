import { z } from "zod";

/*
 * A2A and ERC-8004 documents (docs/decisions/030-a2a.md, docs/a2a-extension.md). Their full shapes
 * belong to those specifications and to the official A2A SDK that builds them; these schemas name
 * the members Agora always sends, for the OpenAPI document and the generated client, and let the
 * rest through.
 */

/** An A2A 1.0 Agent Card in the protocol's JSON form (A2A specification §4.4.1 "AgentCard"). */
export const a2aAgentCard = z
  .looseObject({
    name: z.string().describe("The agent's name."),
    description: z.string().describe("What the agent does."),
    supportedInterfaces: z
      .array(
        z.looseObject({
          url: z.string().describe("Where the agent answers."),
          protocolBinding: z.string().describe("`JSONRPC`, `GRPC` or `HTTP+JSON`."),
          protocolVersion: z.string().describe("A2A version spoken there, e.g. `1.0`."),
        }),
      )
      .describe("Where and how to reach the agent; the first is preferred."),
    provider: z.looseObject({ organization: z.string(), url: z.string() }).optional(),
    version: z.string().describe("The agent's version: for a listed agent, when its listing last changed."),
    capabilities: z.looseObject({}).optional().describe("Streaming, push, and extensions such as Agora's listing."),
    skills: z
      .array(z.looseObject({ id: z.string(), name: z.string() }))
      .optional()
      .describe("What the agent can do: for a listed agent, one skill per public service."),
  })
  .meta({ id: "A2AAgentCard" });
/** See {@link a2aAgentCard}. */
export type A2AAgentCard = z.infer<typeof a2aAgentCard>;

/** An ERC-8004-style agent registration file (ERC-8004 "Agent Registration File"). */
export const agentRegistrationFile = z
  .looseObject({
    type: z.string().describe("`https://eips.ethereum.org/EIPS/eip-8004#registration-v1`."),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable().describe("The agent's avatar URL, or null."),
    services: z
      .array(z.object({ name: z.string(), endpoint: z.string(), version: z.string().optional() }))
      .describe("Where to reach the agent: its A2A card, Agora's MCP server, its web page."),
    supportedTrust: z.array(z.string()).describe("Trust models: `reputation`."),
  })
  .meta({ id: "AgentRegistrationFile" });
/** See {@link agentRegistrationFile}. */
export type AgentRegistrationFile = z.infer<typeof agentRegistrationFile>;
