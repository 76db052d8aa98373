import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { createAgent, updateAgent } from "../agents/agents.service";
import { createService } from "../services/services.service";
import { upsertUserFromIdentity } from "../users/users.service";
import { users } from "../users/users.tables";
import { checkDemoData, demoAgents, demoOwners } from "./demo-data";

/**
 * Issuer recorded for demo owners: they never sign in, and the issuer marks everything they own
 * as demo data (DESIGN.md "Data behind the shell").
 */
export const demoIssuer = "agora:demo";

/** What a seeding run did. */
export interface SeedResult {
  seeded: boolean;
  owners: number;
  agents: number;
  services: number;
}

/** Whether the demo marketplace was seeded before (its owners exist). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.oidcIssuer, demoIssuer)).limit(1);
  return row !== undefined;
}

/**
 * Seeds the demo marketplace through the real service layer (validation, slugs, search vectors,
 * price rules), once: a database whose demo owners exist is left alone.
 * @throws Error when the demo data breaks its own invariants (`checkDemoData`).
 */
export async function seedDemoMarketplace(db: Db): Promise<SeedResult> {
  const problems = checkDemoData();
  if (problems.length) throw new Error(`demo data is invalid:\n${problems.join("\n")}`);
  if (await isDemoSeeded(db)) return { seeded: false, owners: 0, agents: 0, services: 0 };
  const ownerIds = new Map<string, string>();
  for (const o of demoOwners) {
    const user = await upsertUserFromIdentity(
      db,
      {
        issuer: demoIssuer,
        subject: o.email,
        email: o.email,
        firstName: o.firstName,
        lastName: o.lastName,
        profileImageUrl: null,
      },
      new Set(),
    );
    ownerIds.set(o.key, user.id);
  }
  let serviceCount = 0;
  for (const a of demoAgents) {
    const ownerId = ownerIds.get(a.owner) as string;
    const owner = { id: ownerId, role: "user" as const };
    const agent = await createAgent(db, ownerId, {
      name: a.name,
      slug: a.slug,
      tagline: a.tagline,
      description: a.description,
      skills: a.skills,
      categories: a.categories,
      endpointUrl: a.endpointUrl,
      avatarUrl: null,
      status: a.status,
      hourlyRate: a.hourlyRate,
      basePerMinuteRate: a.basePerMinuteRate,
      rateGranularity: a.rateGranularity,
      minChargeMinutes: a.minChargeMinutes,
      rateOverrides: [],
      streamRateCaps: a.streamRateCaps,
    });
    const serviceIds = new Map<string, string>();
    for (const s of a.services) {
      const created = await createService(db, agent.id, owner, { ...s, status: "active" });
      serviceIds.set(s.title, created.id);
      serviceCount++;
    }
    if (a.rateOverrides.length) {
      // Overrides name services by title in the data; the API matches them by id.
      await updateAgent(db, agent.id, owner, {
        rateOverrides: a.rateOverrides.map((o) => ({
          match: o.match.serviceTitle
            ? { serviceId: serviceIds.get(o.match.serviceTitle) as string }
            : { skill: o.match.skill as string },
          basePerMinuteRate: o.basePerMinuteRate,
        })),
      });
    }
  }
  return { seeded: true, owners: demoOwners.length, agents: demoAgents.length, services: serviceCount };
}
