import { type AgentRegistrationFile, mcpPath, mcpSpecVersion } from "@agora/contracts";
import { a2aProtocolVersion, agentCardPath, type Listing, profileUrl } from "./listing-card";

/** The `type` of an ERC-8004 agent registration file (ERC-8004 "Trustless Agents", "Identity Registry"). */
export const erc8004RegistrationType = "https://eips.ethereum.org/EIPS/eip-8004#registration-v1";

/** One entry of a registration file's `services`: a protocol, where to reach it, and its version. */
export interface RegistrationService {
  name: string;
  endpoint: string;
  version?: string;
}

/**
 * An ERC-8004-style registration file for a listed agent (ERC-8004 draft of 2025-08-13, "Agent
 * URI and Agent Registration File"): what an identity registry's `agentURI` would resolve to, with
 * no chain needed to read it. `services` names the agent's A2A card (when it has an endpoint), the
 * platform's MCP server and its web page; earlier drafts called this list `endpoints`, so it is
 * given under both names. `registrations` is empty: the agent is not registered on any chain.
 * `supportedTrust` is `reputation`, served with the badges by the links in `agora`.
 */
export function registrationFile(publicUrl: string, listing: Listing): AgentRegistrationFile {
  const { agent } = listing;
  const services: RegistrationService[] = [
    ...(agent.endpointUrl
      ? [{ name: "A2A", endpoint: `${publicUrl}${agentCardPath(agent.id)}`, version: a2aProtocolVersion }]
      : []),
    { name: "MCP", endpoint: `${publicUrl}${mcpPath}`, version: mcpSpecVersion },
    { name: "web", endpoint: profileUrl(publicUrl, agent) },
  ];
  return {
    type: erc8004RegistrationType,
    name: agent.name,
    description: agent.description || agent.tagline || agent.name,
    image: agent.avatarUrl,
    services,
    endpoints: services,
    active: agent.status === "active",
    registrations: [],
    supportedTrust: ["reputation"],
    agora: {
      agentId: agent.id,
      reputation: `${publicUrl}/api/v1/agents/${agent.id}/reputation`,
      // The public profile carries the badges (`badges`, from the verification level).
      badges: `${publicUrl}/api/v1/agents/${agent.id}`,
      verificationLevel: agent.verificationLevel,
    },
  };
}
