import { describe, expect, it } from "vitest";
import { demoAgents, demoProcessors } from "../../../server/src/modules/seed/demo-data";
import { auditHtml } from "./a11y";
import { importedPackages, triageAudit } from "./audit-triage";
import { readChart } from "./chart-describe";
import { extractClauses } from "./clause-extract";
import { cleanCsv, plainNumber } from "./csv-clean";
import { groupDenials } from "./denial-codes";
import { checkClaims } from "./expense-check";
import { parsePlan, planFindings } from "./explain-analyze";
import { testOutcomes } from "./flaky-tests";
import { iamFindings, leastPrivilege, statementsOf } from "./iam-review";
import { processors } from "./index";
import { flagsOf } from "./intake-brief";
import { extractInvoice, invoiceChecks, isValidIban } from "./invoice-extract";
import { triage } from "./k8s-triage";
import { clusterKeywords } from "./keyword-cluster";
import { kpiChange } from "./kpi-change";
import { auditLocales, placeholders } from "./locale-audit";
import { noShowRates } from "./no-show";
import { parseOutdated, upgradePlan } from "./npm-outdated";
import { lintOpenApi } from "./openapi-lint";
import { phishingSignals } from "./phishing-triage";
import { cohensKappa } from "./rater-agreement";
import { reconcile } from "./reconcile";
import { screen } from "./screening";
import { findSdks } from "./sdk-disclosure";
import { type Cue, cueProblems, parseCues } from "./subtitle-check";
import { summarise } from "./summary";
import { codeResponses } from "./survey-code";
import { profileText, syllables } from "./text-stats";
import { triageTicket } from "./ticket-triage";
import { fitNote, noteMax } from "./types";
import { uptime } from "./uptime-report";

const text = [
  "Agora is a marketplace for AI agents.",
  "Agents list services with prices.",
  "Clients hire agents and pay into escrow.",
  "Streams bill agents by the minute while they work.",
  "Reviews build an agent's reputation over time.",
  "The weather was pleasant.",
  "Escrow protects clients until agents deliver the work.",
].join(" ");

describe("demo processors", () => {
  it("exist for every processor the demo catalogue names", () => {
    expect(Object.keys(processors).sort()).toEqual(demoProcessors.filter((p) => p !== "llm").sort());
    const named = demoAgents.flatMap((a) => a.services.flatMap((s) => (s.processor ? [s.processor] : [])));
    expect(new Set(named)).toEqual(new Set(demoProcessors));
  });

  it("accept their own example input and deliver a note from it within the limit", async () => {
    for (const [name, p] of Object.entries(processors)) {
      expect(p.check(p.example), name).toBeNull();
      const note = await p.run(p.example);
      expect(note.length, name).toBeGreaterThan(80);
      expect(note.length, name).toBeLessThanOrEqual(noteMax);
    }
  });

  it("give most active demo agents a hireable service, each stating what the demo delivers", () => {
    const active = demoAgents.filter((a) => a.status === "active");
    const hireable = active.filter((a) => a.services.some((s) => s.processor && s.processor !== "llm"));
    expect(hireable.length).toBeGreaterThanOrEqual(30);
    for (const a of demoAgents)
      for (const s of a.services)
        if (s.processor) expect(s.description, `${a.slug}: ${s.title}`).toMatch(/In the demo|When the demo runs/);
  });

  it("refuse input they cannot work on, saying what to paste", () => {
    for (const p of Object.values(processors)) {
      const reason = p.check("hello");
      expect(reason).toMatch(/paste/i);
    }
  });

  it("give the same note for the same input", async () => {
    const p = processors.summary;
    expect(await p.run(text)).toBe(await p.run(text));
  });

  it("summarise with the sentences richest in repeated terms, in their original order", () => {
    const { summary, terms } = summarise(text, 2);
    expect(summary).toEqual([
      "Clients hire agents and pay into escrow.",
      "Escrow protects clients until agents deliver the work.",
    ]);
    expect(summary).not.toContain("The weather was pleasant.");
    expect(terms.slice(0, 3)).toEqual(["agents", "clients", "escrow"]);
  });

  it("clean a CSV: headers, whitespace, placeholders, dates, numbers, ragged rows, duplicates flagged", () => {
    const input = [
      "Name , Email Address,Signup Date,Amount",
      '  Ada Lovelace ,ada@example.com,03/14/2024,"1,234.50"',
      "Bob,N/A,2024/01/05,12",
      '  Ada Lovelace ,ada@example.com,03/14/2024,"1,234.50"',
      "Cy,cy@example.com,Jan 7 2024",
    ].join("\n");
    const { csv, report } = cleanCsv(input);
    expect(csv).toBe(
      [
        "name,email_address,signup_date,amount",
        "Ada Lovelace,ada@example.com,2024-03-14,1234.50",
        "Bob,,2024-01-05,12",
        "Ada Lovelace,ada@example.com,2024-03-14,1234.50",
        "Cy,cy@example.com,2024-01-07,",
      ].join("\n"),
    );
    expect(report).toContain('Header " Email Address" → "email_address".');
    expect(report).toContain("Row 4 duplicates row 2 (flagged, not deleted).");
    expect(report).toContain("Row 5: 3 cells for 4 columns; padded with empty cells.");
    expect(report.some((l) => l.includes("read as month/day"))).toBe(true);
  });

  it("read day-first dates when a day above 12 says so, and leave identifiers with leading zeros alone", () => {
    const { csv } = cleanCsv("when;zip\n25/12/2024;01234\n03/04/2024;98000");
    expect(csv).toBe("when,zip\n2024-12-25,01234\n2024-04-03,98000");
    expect(plainNumber("1.234,5")).toBe("1234.5");
    expect(plainNumber("$12")).toBe("12");
    expect(plainNumber("007")).toBeNull();
  });

  it("lint an OpenAPI document with Redocly's recommended rules", async () => {
    const findings = await lintOpenApi(
      "openapi: 3.1.0\ninfo:\n  title: Pets\n  version: '1'\npaths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n",
    );
    expect(findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(["operation-summary", "operation-operationId", "no-empty-servers"]),
    );
    expect(findings[0]?.severity).toBe("error");
  });

  it("find accessibility problems in an HTML snippet with axe", async () => {
    const { violations } = await auditHtml(
      '<main><img src="a.png"><button></button><label>Name <input></label></main>',
    );
    expect(violations.map((v) => v.rule).sort()).toEqual(["button-name", "image-alt"]);
    const clean = await auditHtml('<main><img src="a.png" alt="A chart"><button>Save</button></main>');
    expect(clean.violations).toEqual([]);
  });

  it("reconcile two tables on amount and nearby dates, listing what is left on each side", () => {
    const r = reconcile(
      [
        "date,amount,description",
        "2024-03-01,100.00,Invoice 17",
        "2024-03-03,-45.20,Card fee",
        "2024-03-09,250.00,Deposit",
        "---",
        "date,amount,memo",
        "2024-03-02,100.00,INV-17",
        "2024-03-10,-45.20,Fees",
        "2024-03-09,250.00,Client B",
        "2024-03-15,75.00,Unknown",
      ].join("\n"),
    );
    expect(r.matched.map((m) => m.a.label)).toEqual(["Invoice 17", "Deposit"]);
    expect(r.onlyA.map((l) => l.label)).toEqual(["Card fee"]);
    expect(r.onlyB.map((l) => l.label)).toEqual(["Fees", "Unknown"]);
    expect(r.totalA - r.totalB).toBe(-7500n);
  });

  it("audit locale files: missing, extra, empty, untranslated keys and placeholder mismatches", () => {
    const audit = auditLocales(
      '{"nav":{"home":"Home","about":"About us"},"greeting":"Hello, {name}!","items":"%d items","bye":"Goodbye","ok":"OK"}',
      '{"nav":{"home":"Startseite","about":"About us"},"greeting":"Hallo!","items":"%d Artikel","extra":"x","bye":""}',
    );
    expect(audit).toEqual({
      sourceKeys: 6,
      missing: ["ok"],
      extra: ["extra"],
      placeholderMismatches: [{ key: "greeting", source: ["{name}"], translation: [] }],
      empty: ["bye"],
      untranslated: ["nav.about"],
    });
    expect(placeholders("{{count}} of {total, number} %1$s")).toEqual(["%1$s", "{total}", "{{count}}"]);
  });

  it("keep notes within the delivery limit, saying what was cut", () => {
    const long = Array.from({ length: 400 }, (_, i) => `line ${i} ${"x".repeat(20)}`).join("\n");
    const note = fitNote(long);
    expect(note.length).toBeLessThanOrEqual(noteMax);
    expect(note).toMatch(/truncated: \d+ more lines did not fit/);
  });
  it("check subtitles against line length, line count, reading speed, duration and overlaps", () => {
    const cues = parseCues(processors["subtitle-check"].example);
    expect(cues.map((c) => [c.n, c.startMs, c.endMs])).toEqual([
      [1, 1000, 3500],
      [2, 3600, 4800],
      [3, 4700, 9000],
    ]);
    expect(cueProblems(cues[0] as Cue, cues[1])).toEqual([]);
    expect(cueProblems(cues[1] as Cue, cues[2]).join("; ")).toMatch(
      /line 1 has 55 characters.*91\.7 characters per second.*overlaps cue 3 by 100 ms/,
    );
    expect(cueProblems(cues[2] as Cue, undefined)).toEqual([]);
  });

  it("read an EXPLAIN ANALYZE plan: own time per node, the discarding scan, misestimates and the disk sort", () => {
    const { nodes, executionMs } = parsePlan(processors["explain-analyze"].example);
    expect(executionMs).toBe(413.1);
    const scan = nodes.find((n) => n.label === "Seq Scan on orders o");
    expect(scan?.selfMs).toBeCloseTo(398.7);
    expect(nodes[0]?.selfMs).toBeCloseTo(412.6 - 405.33);
    const findings = planFindings(nodes).join("\n");
    expect(findings).toContain("discards 995,800 of 1,000,000");
    expect(findings).toContain("estimated 100 rows, got 4,200 (42× more)");
    expect(findings).toContain("spills to disk");
    expect(findings).not.toContain("customers c: estimated");
  });

  it("plan upgrades by semver: patches and minors together, each major alone with its types", () => {
    const steps = upgradePlan(parseOutdated(processors["npm-outdated"].example));
    expect(steps.map((s) => s.title)).toEqual([
      "Patch and minor updates together (non-breaking under semver)",
      "Major upgrade of express",
      "Major upgrade of zod",
      "Major upgrade of vitest",
    ]);
    expect(steps[1]?.items[1]).toBe("@types/express 4.17.21 → 5.0.3 (its types, with it)");
    expect(parseOutdated('{"a":{"current":"0.1.0","wanted":"0.1.0","latest":"0.2.0"}}')).toEqual([
      { name: "a", current: "0.1.0", latest: "0.2.0" },
    ]);
    expect(upgradePlan([{ name: "a", current: "0.1.0", latest: "0.2.0" }])[0]?.title).toBe("Major upgrade of a");
  });

  it("rank Kubernetes failure signatures by weight and evidence", () => {
    expect(triage(processors["k8s-triage"].example).map((f) => [f.s.name, f.evidence.length])).toEqual([
      ["Crash loop", 2],
      ["Container killed for exceeding its memory limit", 1],
      ["Failing readiness probe", 1],
    ]);
    expect(triage("all pods Running")).toEqual([]);
  });

  it("tell flaky tests (both outcomes on one commit) from broken ones", () => {
    const tests = testOutcomes(processors["flaky-tests"].example);
    expect(tests).toEqual([
      { test: "checkout › applies coupon", runs: 3, failures: 1, flakyOn: ["a1b2c3"] },
      { test: "checkout › charges card", runs: 3, failures: 0, flakyOn: [] },
      { test: "search › sorts by price", runs: 3, failures: 3, flakyOn: [] },
    ]);
  });

  it("report availability, latency percentiles and incidents per endpoint", () => {
    const [api, www] = uptime(processors["uptime-report"].example) as Exclude<ReturnType<typeof uptime>, string>;
    expect(api).toMatchObject({ checks: 4, up: 2, latencies: [120, 180] });
    expect(api?.incidents).toEqual([{ from: "2026-11-01T00:00:30Z", to: "2026-11-01T00:01:00Z", checks: 2 }]);
    expect(www).toMatchObject({ checks: 4, up: 4, incidents: [] });
  });

  it("decompose a KPI change by segment and test it against earlier variation", () => {
    const k = kpiChange(processors["kpi-change"].example) as Exclude<ReturnType<typeof kpiChange>, string>;
    expect([k.previous, k.latest, k.totalBefore, k.totalAfter]).toEqual([
      "2026-W44",
      "2026-W45",
      639_000_000n,
      561_000_000n,
    ]);
    expect(k.segments).toEqual([
      { segment: "organic", before: 418_000_000n, after: 421_000_000n },
      { segment: "paid", before: 221_000_000n, after: 140_000_000n },
    ]);
    expect(k.normal?.changes).toBe(4);
    expect(k.normal?.mean).toBeCloseTo(2.25);
  });

  it("code survey answers by codebook keywords, collecting the ones no code fits", () => {
    const r = codeResponses(processors["survey-code"].example) as Exclude<ReturnType<typeof codeResponses>, string>;
    expect(r.coded).toEqual([["Price"], ["Support"], ["Price", "Ease of use"], [], ["Ease of use"]]);
  });

  it("screen records by include and exclude terms, queueing the ones with both", () => {
    const r = screen(processors.screening.example) as Exclude<ReturnType<typeof screen>, string>;
    expect(r.map((s) => s.decision)).toEqual(["include", "exclude", "borderline", "exclude"]);
    expect(r[1]?.reason).toBe("mentions rats (exclude)");
  });

  it("route tickets by keyword rules and send unclear ones to people", () => {
    expect(triageTicket("I was charged twice, please refund my payment.")).toMatchObject({
      team: "Billing",
      priority: "P2",
    });
    expect(triageTicket("Site is down for everyone, urgent")).toMatchObject({ team: null, priority: "P1" });
  });

  it("measure a text with the Flesch formulas", () => {
    expect([syllables("cat"), syllables("table"), syllables("readability"), syllables("made")]).toEqual([1, 2, 5, 1]);
    const p = profileText("The cat sat on the mat. The dog ran to the park.");
    // 12 words, 2 sentences, 12 syllables: 206.835 − 1.015 × 6 − 84.6 × 1.
    expect(p.readingEase).toBeCloseTo(116.145);
    expect(p.grade).toBeCloseTo(0.39 * 6 + 11.8 - 15.59);
  });

  it("describe a chart from its data", async () => {
    const c = readChart(processors["chart-describe"].example) as Exclude<ReturnType<typeof readChart>, string>;
    expect(c.series.map((s) => s.name)).toEqual(["Revenue (k€)", "Costs (k€)"]);
    const note = await processors["chart-describe"].run(processors["chart-describe"].example);
    expect(note).toContain("Revenue (k€) rises from 120 to 160; highest 160 (Q4 2026), lowest 120 (Q1 2026).");
  });

  it("extract an invoice and check its arithmetic and IBAN exactly", () => {
    const inv = extractInvoice(processors["invoice-extract"].example);
    expect(inv).toMatchObject({
      number: "2026-0412",
      date: "2026-11-02",
      dueDate: "2026-12-02",
      vatNumber: "DE123456789",
      currency: "EUR",
    });
    expect([inv.subtotal, inv.tax, inv.total]).toEqual([219_900_000n, 41_780_000n, 261_680_000n]);
    expect(invoiceChecks(inv).every((c) => c.endsWith("ok"))).toBe(true);
    const wrong = extractInvoice(processors["invoice-extract"].example.replace("Total: 261.68", "Total: 262.68"));
    expect(invoiceChecks(wrong)).toContain("subtotal + tax = 261.68, but the total says 262.68");
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("DE88 3704 0044 0532 0130 00")).toBe(false);
  });

  it("count no-shows per group and flag clusters", () => {
    const r = noShowRates(processors["no-show"].example) as Exclude<ReturnType<typeof noShowRates>, string>;
    expect([r.total, r.missed]).toEqual([12, 4]);
    expect(r.dims.find((d) => d.dim === "lead time")?.groups.find((g) => g.value === "15+ days")).toEqual({
      value: "15+ days",
      n: 5,
      missed: 4,
    });
  });

  it("group claim denials by CARC root cause, recoverable value first", () => {
    const r = groupDenials(processors["denial-codes"].example) as Exclude<ReturnType<typeof groupDenials>, string>;
    expect(r.groups[0]).toMatchObject({
      claims: 2,
      amount: 1_370_000_000n,
      cause: { cause: "Prior authorization missing" },
    });
    expect(groupDenials("code,amount\nCO-999,10").valueOf()).toMatchObject({ groups: [] });
  });

  it("flag intake answers by the listed rules only", () => {
    expect(flagsOf({ q: "Allergies", a: "none" })).toEqual([]);
    expect(flagsOf({ q: "Allergies", a: "penicillin" })).toEqual(["allergy"]);
    expect(flagsOf({ q: "Current medications", a: "warfarin 5 mg" })).toEqual(["anticoagulant"]);
    expect(flagsOf({ q: "Chest pain in the last week", a: "no" })).toEqual([]);
  });

  it("name the SDKs of a dependency list that collect personal data", () => {
    const r = findSdks(processors["sdk-disclosure"].example);
    expect(r.found.map((f) => f.sdk)).toEqual(["Firebase Analytics", "Firebase Crashlytics", "AppsFlyer", "Sentry"]);
    expect(r.unknown).toEqual(["implementation 'androidx.room:room-runtime:2.6.1'"]);
  });

  it("compute Cohen's kappa", () => {
    // p_o = 0.75, p_e = 0.5: κ = 0.5.
    expect(
      cohensKappa([
        ["y", "y"],
        ["y", "n"],
        ["n", "n"],
        ["n", "n"],
      ]),
    ).toBeCloseTo(0.5);
    expect(cohensKappa([["y", "y"]])).toBeNull();
  });

  it("cluster keywords by their most shared words", () => {
    const { clusters, single } = clusterKeywords(processors["keyword-cluster"].example.split("\n"));
    expect(clusters.map((c) => [c.head, c.keywords.length])).toEqual([
      ["invoice", 4],
      ["contract", 2],
      ["payment", 2],
    ]);
    expect(single).toEqual(["best accounting software for freelancers"]);
  });
  it("score a phishing email by its signals, and find none in a plain one", () => {
    const signals = phishingSignals(processors["phishing-triage"].example);
    expect(signals.reduce((n, x) => n + x.points, 0)).toBe(16);
    expect(signals.map((x) => x.text)).toContain('link text "www.paypal.com/signin" leads to 198.51.100.23');
    const plain =
      "From: Ana <ana@example.com>\nSubject: Lunch\nAuthentication-Results: mx; spf=pass; dkim=pass; dmarc=pass\n\nSee you at noon.";
    expect(phishingSignals(plain)).toEqual([]);
  });

  it("check expense claims against the policy's rules, summing daily caps exactly", () => {
    const r = checkClaims(processors["expense-check"].example) as Exclude<ReturnType<typeof checkClaims>, string>;
    expect(r.map((c) => c.decision)).toEqual(["approve", "approve", "reject", "reject", "reject", "review"]);
    expect(r[2]?.reasons[0]).toBe('66.50 that day exceeds "Meals: max 60 per day"');
  });

  it("rank IAM grants by damage and propose a policy of the used actions on their own resources", () => {
    const statements = statementsOf(
      '{"Statement":[{"Effect":"Allow","Action":"*","Resource":"*"},{"Sid":"Ro","Effect":"Allow","Action":"s3:GetObject","Resource":"arn:aws:s3:::b/*"}]}',
    );
    expect(iamFindings(statements as Parameters<typeof iamFindings>[0])).toEqual([
      { severity: 10, statement: "statement 1", text: "allows every action on every resource: full administrator" },
    ]);
    expect(leastPrivilege(statements as Parameters<typeof iamFindings>[0], ["s3:GetObject"])).toEqual({
      Version: "2012-10-17",
      Statement: [{ Sid: "UsedS3", Effect: "Allow", Action: ["s3:GetObject"], Resource: ["arn:aws:s3:::b/*"] }],
    });
  });

  it("find contract clauses by section title first, then by wording, and name the missing ones", () => {
    const found = Object.fromEntries(
      extractClauses(processors["clause-extract"].example).map((c) => [c.type, c.found.map((s) => s.number)]),
    );
    expect(found).toMatchObject({
      Parties: ["0"],
      "Term and renewal": ["2"],
      Termination: ["4"],
      Payment: ["3"],
      Confidentiality: ["6"],
      Indemnity: [],
      Assignment: [],
    });
  });

  it("triage npm audit alerts by severity and import-level reachability", () => {
    const r = triageAudit(processors["audit-triage"].example) as Exclude<ReturnType<typeof triageAudit>, string>;
    expect(r.map((a) => [a.name, a.verdict])).toEqual([
      ["body-parser", "fix now"],
      ["express", "fix now"],
      ["semver-regex", "can wait"],
    ]);
    expect([
      ...importedPackages('import a from "@scope/pkg/sub";\nconst b = require("lodash/fp");\nimport "./local";'),
    ]).toEqual(["@scope/pkg", "lodash"]);
  });
});
