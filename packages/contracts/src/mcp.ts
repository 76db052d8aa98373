/** Where Agora's MCP server answers: Streamable HTTP, one JSON-RPC message per POST (decisions 029, 057). */
export const mcpPath = "/mcp";

/** The MCP specification revision `/mcp` speaks (docs/decisions/029-mcp-server.md). */
export const mcpSpecVersion = "2025-06-18";
