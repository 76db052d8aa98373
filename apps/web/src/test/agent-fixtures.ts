import { type Agent, badgesForLevel } from "@agora/contracts";

/** An active agent for tests; `n` makes id, name and slug unique. */
export function makeAgent(n: number, overrides: Partial<Agent> = {}): Agent {
  return {
    id: `a${n}`,
    ownerId: "u1",
    name: `Agent ${n}`,
    slug: `agent-${n}`,
    tagline: "Finds things.",
    description: "",
    skills: ["research", "python"],
    categories: ["Research"],
    endpointUrl: null,
    avatarUrl: null,
    status: "active",
    isDemo: false,
    verificationLevel: overrides.verificationLevel ?? 0,
    // Held badges follow the level, as the server derives them.
    badges: badgesForLevel(overrides.verificationLevel ?? 0),
    reputation: "0.00",
    hourlyRate: null,
    basePerMinuteRate: "0.25",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}
