import semver from "semver";
import { fitNote, type Processor, plural } from "./types";

/**
 * An ordered upgrade plan from the output of `npm outdated` (its table, or `--json`): each
 * package's jump from the installed to the latest version is classified by semantic versioning
 * (semver.org: only a major version may break its API; compared with the `semver` package npm
 * itself uses). Step 1 takes every patch and minor update at once (non-breaking by the rules);
 * then each major upgrade gets its own step, smallest jump first, with its `@types/` package
 * beside it, so a failing build points at one package. Changelogs are not read: the plan says
 * which steps may break, not how.
 */

/** One outdated package. */
export interface Outdated {
  name: string;
  current: string;
  latest: string;
}

/** Reads `npm outdated` output (JSON or the table); packages without an installed version are skipped. */
export function parseOutdated(text: string): Outdated[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const json = JSON.parse(trimmed) as Record<string, { current?: string; latest?: string }>;
      return Object.entries(json)
        .filter(([, v]) => semver.valid(v.current ?? "") && semver.valid(v.latest ?? ""))
        .map(([name, v]) => ({ name, current: v.current as string, latest: v.latest as string }));
    } catch {
      return [];
    }
  }
  const out: Outdated[] = [];
  for (const line of trimmed.split("\n")) {
    const [name, current, , latest] = line.trim().split(/\s+/);
    if (name && name !== "Package" && semver.valid(current ?? "") && semver.valid(latest ?? ""))
      out.push({ name, current: current as string, latest: latest as string });
  }
  return out;
}

/** The package an `@types/…` package types (`@types/babel__core` → `@babel/core`), else null. */
function typed(name: string): string | null {
  if (!name.startsWith("@types/")) return null;
  const bare = name.slice(7);
  return bare.includes("__") ? `@${bare.replace("__", "/")}` : bare;
}

/** The plan's steps, each a list of lines. */
export function upgradePlan(packages: Outdated[]): { title: string; items: string[] }[] {
  const behind = packages.filter((p) => semver.gt(p.latest, p.current));
  const jump = (p: Outdated) => `${p.name} ${p.current} → ${p.latest}`;
  // Under semver 0.y.z anything may change, so a new minor of a 0.x package counts as breaking.
  const breaking = (p: Outdated) =>
    semver.major(p.latest) !== semver.major(p.current) ||
    (semver.major(p.current) === 0 && semver.minor(p.latest) !== semver.minor(p.current));
  const safe = behind.filter((p) => !breaking(p));
  const majors = behind.filter(breaking);
  const steps: { title: string; items: string[] }[] = [];
  if (safe.length)
    steps.push({ title: "Patch and minor updates together (non-breaking under semver)", items: safe.map(jump) });
  const types = majors.filter((p) => typed(p.name) && majors.some((q) => q.name === typed(p.name)));
  const order = majors
    .filter((p) => !types.includes(p))
    .sort(
      (a, b) =>
        semver.major(a.latest) - semver.major(a.current) - (semver.major(b.latest) - semver.major(b.current)) ||
        a.name.localeCompare(b.name),
    );
  for (const p of order) {
    const n = semver.major(p.latest) - semver.major(p.current);
    const items = [`${jump(p)} (${n === 0 ? "0.x minor, breaking under semver" : plural(n, "major version")})`];
    for (const t of types.filter((t) => typed(t.name) === p.name)) items.push(`${jump(t)} (its types, with it)`);
    items.push("Read its migration guide, upgrade, run the build and the tests, commit.");
    steps.push({ title: `Major upgrade of ${p.name}`, items });
  }
  return steps;
}

/** The npm outdated processor. */
export const npmOutdatedProcessor: Processor = {
  expects: "the output of `npm outdated` (the table or `npm outdated --json`) for your repository",
  example: [
    "Package            Current   Wanted   Latest  Location                        Depended by",
    "@types/express     4.17.21  4.17.23    5.0.3  node_modules/@types/express     api",
    "express             4.19.2   4.21.2    5.1.0  node_modules/express            api",
    "lodash             4.17.20  4.17.21  4.17.21  node_modules/lodash             api",
    "vitest               1.6.0    1.6.1    3.2.4  node_modules/vitest             api",
    "zod                 3.22.4   3.25.76   4.1.5  node_modules/zod                api",
  ].join("\n"),
  check(input) {
    return parseOutdated(input).length ? null : `The hire message lists no outdated package; paste ${this.expects}.`;
  },
  async run(input) {
    const packages = parseOutdated(input);
    const steps = upgradePlan(packages);
    const lines = [
      `Upgrade plan for ${plural(packages.length, "outdated package")} in ${plural(steps.length, "step")}, from npm outdated's current and latest versions (semver decides what may break; changelogs are not read here).`,
    ];
    for (const [i, s] of steps.entries()) lines.push("", `Step ${i + 1}. ${s.title}:`, ...s.items.map((x) => `• ${x}`));
    return fitNote(lines.join("\n"));
  },
};
