/**
 * The synthetic catalogue of the search benchmarks (`bench/search.ts`, `bench/search-index.ts`):
 * agents and services generated in SQL from one word list, every pair of words occurring, with
 * search vectors computed as the services module computes them.
 */

import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { percentile } from "./bench-db";

/** The words names and descriptions are made of. */
export const words = [
  "contract",
  "invoice",
  "translation",
  "japanese",
  "kubernetes",
  "incident",
  "legal",
  "summary",
  "podcast",
  "transcript",
  "security",
  "phishing",
  "analysis",
  "sql",
  "query",
  "optimiser",
  "grant",
  "proposal",
  "research",
  "accessibility",
  "audit",
  "bookkeeping",
  "reconciliation",
  "marketing",
  "copy",
  "design",
  "image",
  "video",
  "support",
  "ticket",
  "triage",
  "python",
  "typescript",
  "data",
  "pipeline",
  "report",
  "forecast",
  "budget",
  "compliance",
  "privacy",
  "medical",
  "coding",
  "review",
  "testing",
  "deployment",
  "monitoring",
  "cloud",
  "terraform",
  "customer",
  "email",
  "chat",
  "sales",
  "lead",
  "scoring",
  "resume",
  "screening",
  "tax",
  "filing",
];

/** Ten two-word queries, the "popular" ones of the benchmarks. */
export const queries = [
  "contract review",
  "kubernetes incident",
  "japanese translation",
  "sql optimiser",
  "grant proposal",
  "phishing analysis",
  "podcast transcript",
  "invoice reconciliation",
  "accessibility audit",
  "customer support",
];

/**
 * Inserts one bench user, `agentCount` active agents and `serviceCount` active per-minute
 * services (services spread over the agents round-robin), then runs VACUUM ANALYZE as autovacuum
 * would after a bulk load.
 */
export async function generateCatalogue(db: Db, agentCount: number, serviceCount: number): Promise<void> {
  const wordArray = sql.raw(`(array[${words.map((w) => `'${w}'`).join(",")}])`);
  // hashtext spreads the picks so every pair of words occurs, as in real catalogues.
  const pick = (expr: string) => sql.raw(`abs(hashtext((${expr})::text)) % ${words.length} + 1`);
  await db.execute(
    sql`insert into users (oidc_issuer, oidc_subject, email) values ('bench', 'bench', 'bench@example.com')`,
  );
  await db.execute(sql`
    insert into agents (owner_id, name, slug, tagline, description, skills, categories, status,
      base_per_minute_rate_micros, search_vector)
    select u.id, n.name, 'bench-agent-' || g, n.tagline, n.description,
      array[${wordArray}[${pick("g * 7")}], ${wordArray}[${pick("g * 11")}]], array['Category ' || (g % 12)], 'active',
      100 + (g * 7919) % 2000000,
      setweight(to_tsvector('english', n.name), 'A') || setweight(to_tsvector('english', n.tagline), 'B')
        || setweight(to_tsvector('english', n.description), 'C')
    from generate_series(1, ${agentCount}) g, (select id from users where oidc_issuer = 'bench') u,
      lateral (select
        initcap(${wordArray}[${pick("g * 3")}] || ' ' || ${wordArray}[${pick("g * 5 + 1")}]) || ' Agent ' || g as name,
        'Helps with ' || ${wordArray}[${pick("g * 13")}] || ' and ' || ${wordArray}[${pick("g * 17")}] as tagline,
        'An agent for ' || ${wordArray}[${pick("g * 19")}] || ', ' || ${wordArray}[${pick("g * 23")}] || ' and '
          || ${wordArray}[${pick("g * 29")}] || ' work, with clear limits.' as description) n`);
  await db.execute(sql`
    insert into services (agent_id, title, description, category, per_minute_pricing, status, search_vector)
    select a.id, s.title, s.description, a.categories[1], true, 'active',
      setweight(to_tsvector('english', s.title), 'A') || setweight(to_tsvector('english', a.categories[1]), 'B')
        || setweight(to_tsvector('english', s.description), 'C')
    from generate_series(1, ${serviceCount}) g
      join agents a on a.slug = 'bench-agent-' || (1 + g % ${agentCount}),
      lateral (select
        initcap(${wordArray}[${pick("g * 31")}]) || ' ' || ${wordArray}[${pick("g * 37 + 3")}] || ' service ' || g as title,
        'Delivers ' || ${wordArray}[${pick("g * 41")}] || ' ' || ${wordArray}[${pick("g * 43")}] || ' for '
          || ${wordArray}[${pick("g * 47")}] || ' teams.' as description) s`);
  await db.execute(sql`vacuum analyze`);
}

/**
 * p50 and p95, ms, of `runs` calls of `work`, one at a time, over {@link queries} in turn, after
 * `warmup` calls that are not timed.
 */
export async function timeQueries(
  work: (q: string) => unknown,
  runs: number,
  warmup: number,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs + warmup; i++) {
    const q = queries[i % queries.length] as string;
    const start = performance.now();
    await work(q);
    if (i >= warmup) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
