import { fitNote, type Processor, plural } from "./types";

/**
 * Accessibility findings for an HTML snippet: axe-core's WCAG 2.x A/AA rules run on the snippet in
 * a jsdom document, in process. jsdom has no layout, so rules that need rendering (colour
 * contrast, target size) cannot be decided here; the report says so rather than guessing.
 */

/** axe tags run: WCAG 2.0/2.1/2.2 levels A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Rules that need a rendered page (jsdom has no layout or canvas). */
const layoutRules = ["color-contrast", "color-contrast-enhanced", "target-size"];
const impactOrder = ["critical", "serious", "moderate", "minor"];

/** One finding: an axe rule that failed, with the elements it failed on. */
export interface A11yFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** Runs axe on `html` (a fragment or a full page). @returns the violations, most severe first. */
export async function auditHtml(
  html: string,
): Promise<{ violations: A11yFinding[]; passes: number; axeVersion: string }> {
  // Loaded on the first audit: jsdom and axe take over a second to load, which the server that
  // hosts the demo agents would otherwise spend at every start.
  const [{ default: axe }, { JSDOM }] = await Promise.all([import("axe-core"), import("jsdom")]);
  const full = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html lang="en"><head><title>Snippet</title></head><body>${html}</body></html>`;
  // No scripts run and nothing is fetched: the snippet is data, not a page to execute.
  const dom = new JSDOM(full, { runScripts: "outside-only", pretendToBeVisual: true });
  try {
    dom.window.eval(axe.source);
    const run = (dom.window as unknown as { axe: typeof axe }).axe.run(dom.window.document, {
      runOnly: { type: "tag", values: tags },
      rules: Object.fromEntries(layoutRules.map((r) => [r, { enabled: false }])),
      resultTypes: ["violations"],
    });
    const result = await run;
    const violations = result.violations
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? "minor",
        help: v.help,
        helpUrl: v.helpUrl.replace(/\?.*$/, ""),
        targets: v.nodes.map((n) => n.target.join(" ")),
      }))
      .sort((a, b) => impactOrder.indexOf(a.impact) - impactOrder.indexOf(b.impact) || a.rule.localeCompare(b.rule));
    return { violations, passes: result.passes.length, axeVersion: axe.version };
  } finally {
    dom.window.close();
  }
}

/** The accessibility processor. */
export const a11yProcessor: Processor = {
  expects: "an HTML snippet or page, pasted into the hire message",
  example:
    '<main>\n  <h1>Sign up</h1>\n  <img src="hero.png">\n  <form>\n    <input type="email" placeholder="Email">\n    <button></button>\n  </form>\n</main>',
  check(input) {
    if (!/<[a-z][\w-]*[\s>/]/i.test(input))
      return "The hire message holds no HTML; paste the markup of the page or component to check into the message.";
    return null;
  },
  async run(input) {
    const { violations, axeVersion } = await auditHtml(input);
    const count = violations.reduce((n, v) => n + v.targets.length, 0);
    const lines = violations.flatMap((v) => [
      `• [${v.impact}] ${v.rule}: ${v.help} (${plural(v.targets.length, "element")}: ${v.targets.slice(0, 5).join(", ")}${v.targets.length > 5 ? ", …" : ""})`,
      `  ${v.helpUrl}`,
    ]);
    return fitNote(
      [
        `Accessibility findings (axe-core ${axeVersion}, WCAG 2.2 A/AA and best practices): ${plural(violations.length, "rule")} failed on ${plural(count, "element")}.`,
        ...(violations.length ? ["", ...lines] : ["", "No automated rule failed."]),
        "",
        `Not checked here: ${layoutRules.join(", ")} (they need a rendered page), and anything only a keyboard or screen-reader pass finds.`,
      ].join("\n"),
    );
  },
};
