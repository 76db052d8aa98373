import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { findAgentRow } from "../agents";
import { agentNameView } from "../agents/agents.tables";
import { demoAgents } from "./demo-data";

/**
 * The demo agent that sells text statistics one call at a time through x402 (decision 087): the
 * demo agent whose fixed-price service measures texts (`text-stats`), so the same work is on sale
 * both ways. Its calls are paid to its id.
 * @returns its id while it is active, else null (the marketplace not seeded yet, or the agent paused).
 */
export async function demoPaidCallAgentId(db: Db): Promise<string | null> {
  const slug = demoAgents.find((a) => a.services.some((s) => s.processor === "text-stats"))?.slug;
  if (!slug) return null;
  const [named] = await db.select({ id: agentNameView.id }).from(agentNameView).where(eq(agentNameView.slug, slug));
  const agent = named ? await findAgentRow(db, named.id) : undefined;
  return agent?.status === "active" ? agent.id : null;
}
