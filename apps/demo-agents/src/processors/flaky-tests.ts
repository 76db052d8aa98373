import { columnOf, percent, readTable } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * Flaky tests from the outcomes of several CI runs: a test that both passed and failed on the same
 * commit (or across the runs, when no commit column is given) is flaky; one that failed every time
 * is broken, not flaky, and is listed apart. Ranked by failure rate, then by runs. The causes are
 * not diagnosed here: the list says which tests to reproduce first.
 */

/** A test's outcomes. */
export interface TestOutcomes {
  test: string;
  runs: number;
  failures: number;
  /** Commits on which it both passed and failed (or ["all runs"] without a commit column). */
  flakyOn: string[];
}

const failed = /^(fail|failed|failure|error|broken|✗|false|0)$/i;
const passed = /^(pass|passed|ok|success|✓|true|1)$/i;

/** Reads the table. @returns the tests, or a reason it cannot be read. */
export function testOutcomes(text: string): TestOutcomes[] | string {
  const table = readTable(text);
  if (!table) return "the table needs a header row and at least one run";
  const test = columnOf(table, "test", "name", "case");
  const outcome = columnOf(table, "outcome", "status", "result");
  const commit = columnOf(table, "commit", "sha", "revision");
  if (test < 0 || outcome < 0) return "the header needs a test column and an outcome column";
  const byTest = new Map<string, { runs: number; failures: number; seen: Map<string, Set<boolean>> }>();
  for (const row of table.rows) {
    const name = row[test] ?? "";
    const o = row[outcome] ?? "";
    if (!name || !(failed.test(o) || passed.test(o))) continue;
    const t = byTest.get(name) ?? { runs: 0, failures: 0, seen: new Map() };
    t.runs += 1;
    if (failed.test(o)) t.failures += 1;
    const key = commit >= 0 ? (row[commit] ?? "") : "all runs";
    t.seen.set(key, (t.seen.get(key) ?? new Set()).add(failed.test(o)));
    byTest.set(name, t);
  }
  return [...byTest.entries()].map(([name, t]) => ({
    test: name,
    runs: t.runs,
    failures: t.failures,
    flakyOn: [...t.seen.entries()].filter(([, s]) => s.size === 2).map(([c]) => c),
  }));
}

/** The flaky test processor. */
export const flakyTestsProcessor: Processor = {
  expects:
    "a CSV of test outcomes from several CI runs, with test and outcome (passed/failed) columns and, ideally, a commit column",
  example: [
    "run,commit,test,outcome",
    "101,a1b2c3,checkout › applies coupon,passed",
    "101,a1b2c3,checkout › charges card,passed",
    "101,a1b2c3,search › sorts by price,failed",
    "102,a1b2c3,checkout › applies coupon,failed",
    "102,a1b2c3,checkout › charges card,passed",
    "102,a1b2c3,search › sorts by price,failed",
    "103,d4e5f6,checkout › applies coupon,passed",
    "103,d4e5f6,checkout › charges card,passed",
    "103,d4e5f6,search › sorts by price,failed",
  ].join("\n"),
  check(input) {
    const r = testOutcomes(input);
    if (typeof r === "string") return `The test outcomes cannot be read: ${r}. Paste ${this.expects}.`;
    return r.length ? null : `No row has a passed or failed outcome; paste ${this.expects}.`;
  },
  async run(input) {
    const tests = testOutcomes(input) as TestOutcomes[];
    const rate = (t: TestOutcomes) => t.failures / t.runs;
    const flaky = tests
      .filter((t) => t.flakyOn.length)
      .sort((a, b) => rate(b) - rate(a) || b.runs - a.runs || a.test.localeCompare(b.test));
    const broken = tests.filter((t) => t.failures === t.runs && !t.flakyOn.length);
    const lines = [
      `${plural(tests.length, "test")} over ${plural(
        tests.reduce((n, t) => n + t.runs, 0),
        "outcome",
      )}: ${plural(flaky.length, "flaky test")} (passed and failed on the same commit), ${plural(broken.length, "test")} failing every run.`,
      "",
      ...(flaky.length ? ["Flaky, most often failing first:"] : ["No test both passed and failed on the same commit."]),
      ...flaky.map(
        (t) =>
          `• ${t.test}: failed ${t.failures} of ${t.runs} runs (${percent(t.failures, t.runs)}), flaky on ${t.flakyOn.join(", ")}`,
      ),
      ...(broken.length
        ? [
            "",
            "Failing every run (a real failure, not flakiness):",
            ...broken.map((t) => `• ${t.test} (${plural(t.runs, "run")})`),
          ]
        : []),
      "",
      "Reproduce each flaky test alone and in random order; shared state, timing and test order are the usual causes.",
    ];
    return fitNote(lines.join("\n"));
  },
};
