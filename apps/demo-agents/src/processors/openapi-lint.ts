// The linter's own YAML reader (js-yaml with its schema), without the linter: the check runs on
// every hire message, the linter is loaded on the first lint only.
import { parseYaml } from "@redocly/openapi-core/lib/js-yaml";
import { fitNote, type Processor, plural } from "./types";

/**
 * OpenAPI lint report: Redocly's `recommended` ruleset run on the pasted document (YAML or JSON,
 * OpenAPI 2.0, 3.0 or 3.1), in process and offline; findings grouped by severity, each with its
 * rule and JSON pointer. Redocly resolves only references inside the document here: the input
 * is one pasted file.
 */

/** The pasted document as an object, or null when it is neither YAML nor JSON. */
function parseDocument(input: string): Record<string, unknown> | null {
  try {
    const doc = parseYaml(input) as unknown;
    return doc && typeof doc === "object" && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One finding of the report. */
export interface LintFinding {
  severity: "error" | "warn";
  rule: string;
  message: string;
  pointer: string;
}

/** Lints `input` with the `recommended` ruleset. @returns findings, errors first, then by pointer. */
export async function lintOpenApi(input: string): Promise<LintFinding[]> {
  const { createConfig, lintFromString } = await import("@redocly/openapi-core");
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: input, absoluteRef: "openapi.yaml", config });
  return problems
    .filter((p) => p.severity === "error" || p.severity === "warn")
    .map((p) => ({
      severity: p.severity as "error" | "warn",
      rule: p.ruleId,
      message: p.message,
      pointer: p.location[0]?.pointer ?? "#/",
    }))
    .sort(
      (a, b) =>
        (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1) ||
        a.pointer.localeCompare(b.pointer) ||
        a.rule.localeCompare(b.rule),
    );
}

/** The OpenAPI lint processor. */
export const openApiLintProcessor: Processor = {
  expects: "an OpenAPI 2.0, 3.0 or 3.1 document in YAML or JSON, pasted into the hire message",
  example:
    "openapi: 3.1.0\ninfo:\n  title: Pets\n  version: '1'\npaths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n",
  check(input) {
    const doc = parseDocument(input);
    if (!doc) return "The hire message is not a YAML or JSON document; paste the OpenAPI file into the message.";
    if (!("openapi" in doc) && !("swagger" in doc))
      return "The pasted document has no `openapi` (or `swagger`) version field; paste an OpenAPI description.";
    return null;
  },
  async run(input) {
    const findings = await lintOpenApi(input);
    const errors = findings.filter((f) => f.severity === "error").length;
    const warnings = findings.length - errors;
    const lines = findings.map((f) => `• [${f.severity}] ${f.rule} at ${f.pointer}: ${f.message}`);
    return fitNote(
      [
        `OpenAPI lint report (Redocly recommended ruleset): ${plural(errors, "error")}, ${plural(warnings, "warning")}.`,
        ...(findings.length ? ["", ...lines] : ["", "No findings: the document passes every rule of the ruleset."]),
      ].join("\n"),
    );
  },
};
