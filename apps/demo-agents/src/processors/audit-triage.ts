import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Triage of `npm audit --json` alerts (npm 7+ report format) into fix now, fix soon and can wait,
 * by severity and by reachability at the import level: when source files are pasted after a line
 * holding only `---`, a vulnerable package counts as reachable if the code imports or requires it
 * (or a package that pulls it in, from the report's `effects`); without code, a direct dependency
 * counts as reachable. Fix now: critical or high and reachable; fix soon: critical or high and not
 * reachable, or moderate and reachable; can wait: the rest. Call paths inside the code are not
 * traced: an imported package may still never call the vulnerable function.
 */

interface Vulnerability {
  name: string;
  severity: string;
  isDirect?: boolean;
  via?: (string | { title?: string; url?: string })[];
  effects?: string[];
  fixAvailable?: boolean | { name: string; version: string; isSemVerMajor?: boolean };
}

/** A triaged alert. */
export interface Triaged {
  name: string;
  severity: string;
  verdict: "fix now" | "fix soon" | "can wait";
  reason: string;
  advisory: string;
  fix: string;
}

/** The packages the code imports or requires (bare names: `lodash`, `@scope/pkg`). */
export function importedPackages(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/(?:from\s+|require\(\s*|import\(\s*|import\s+)["']([^"'./][^"']*)["']/g)) {
    const spec = m[1] as string;
    names.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : (spec.split("/")[0] as string));
  }
  return names;
}

/** Triage of the report. @returns the alerts, most urgent first, or a reason it cannot be read. */
export function triageAudit(text: string): Triaged[] | string {
  const parts = twoParts(text);
  let report: { vulnerabilities?: Record<string, Vulnerability> };
  try {
    report = JSON.parse(parts ? parts[0] : text.trim());
  } catch {
    return "the report is not the JSON of npm audit --json";
  }
  if (!report.vulnerabilities || typeof report.vulnerabilities !== "object")
    return "the report has no vulnerabilities object (npm 7 or later)";
  const imported = parts ? importedPackages(parts[1]) : null;
  const all = report.vulnerabilities;
  const reachable = (v: Vulnerability, seen = new Set<string>()): boolean => {
    if (seen.has(v.name)) return false;
    seen.add(v.name);
    if (imported ? imported.has(v.name) : v.isDirect) return true;
    return (v.effects ?? []).some((e) => all[e] !== undefined && reachable(all[e] as Vulnerability, seen));
  };
  const order = { "fix now": 0, "fix soon": 1, "can wait": 2 };
  const rank = { critical: 0, high: 1, moderate: 2, low: 3, info: 4 } as Record<string, number>;
  return Object.values(all)
    .map((v): Triaged => {
      const high = v.severity === "critical" || v.severity === "high";
      const r = reachable(v);
      const how = imported
        ? r
          ? "imported by your code (directly or through a package that depends on it)"
          : "not imported by the code you pasted"
        : v.isDirect
          ? "a direct dependency"
          : "only transitive";
      const verdict: Triaged["verdict"] =
        high && r ? "fix now" : high || (v.severity === "moderate" && r) ? "fix soon" : "can wait";
      const advisory = (v.via ?? [])
        .map((x) => (typeof x === "string" ? `via ${x}` : `${x.title ?? "advisory"}${x.url ? ` ${x.url}` : ""}`))
        .join("; ");
      const fix =
        v.fixAvailable === true
          ? "npm audit fix"
          : v.fixAvailable && typeof v.fixAvailable === "object"
            ? `upgrade ${v.fixAvailable.name} to ${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? " (major)" : ""}`
            : "no fix published yet";
      return { name: v.name, severity: v.severity, verdict, reason: `${v.severity}, ${how}`, advisory, fix };
    })
    .sort(
      (a, b) =>
        order[a.verdict] - order[b.verdict] ||
        (rank[a.severity] ?? 5) - (rank[b.severity] ?? 5) ||
        a.name.localeCompare(b.name),
    );
}

/** The dependency alert triage processor. */
export const auditTriageProcessor: Processor = {
  expects:
    "the output of npm audit --json, optionally followed by a line holding only --- and the source files that use the packages",
  example: [
    JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: {
        "body-parser": {
          name: "body-parser",
          severity: "high",
          isDirect: false,
          via: [
            {
              title: "body-parser vulnerable to denial of service when url encoding is enabled",
              url: "https://github.com/advisories/GHSA-qwcr-r2fm-qrc7",
            },
          ],
          effects: ["express"],
          fixAvailable: true,
        },
        express: {
          name: "express",
          severity: "high",
          isDirect: true,
          via: ["body-parser"],
          effects: [],
          fixAvailable: true,
        },
        "semver-regex": {
          name: "semver-regex",
          severity: "moderate",
          isDirect: false,
          via: [
            {
              title: "Regular expression denial of service in semver-regex",
              url: "https://github.com/advisories/GHSA-4x5v-gmq8-25ch",
            },
          ],
          effects: [],
          fixAvailable: { name: "husky", version: "9.1.7", isSemVerMajor: true },
        },
      },
    }),
    "---",
    'import express from "express";',
    "const app = express();",
  ].join("\n"),
  check(input) {
    const r = triageAudit(input);
    if (typeof r === "string") return `The alerts cannot be read: ${r}. Paste ${this.expects}.`;
    return r.length ? null : `The report lists no vulnerability; paste ${this.expects}.`;
  },
  async run(input) {
    const all = triageAudit(input) as Triaged[];
    const lines = [
      `${plural(all.length, "alert")} triaged (reachability at the import level; call paths are not traced):`,
    ];
    for (const v of ["fix now", "fix soon", "can wait"] as const) {
      const these = all.filter((a) => a.verdict === v);
      if (these.length)
        lines.push(
          "",
          `${v[0]?.toUpperCase()}${v.slice(1)}:`,
          ...these.map((a) => `• ${a.name}: ${a.reason}. ${a.advisory ? `${a.advisory}. ` : ""}Fix: ${a.fix}.`),
        );
    }
    return fitNote(lines.join("\n"));
  },
};
