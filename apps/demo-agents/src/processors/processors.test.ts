import { describe, expect, it } from "vitest";
import { demoAgents, demoProcessors } from "../../../server/src/modules/seed/demo-data";
import { auditHtml } from "./a11y";
import { cleanCsv, plainNumber } from "./csv-clean";
import { processors } from "./index";
import { auditLocales, placeholders } from "./locale-audit";
import { lintOpenApi } from "./openapi-lint";
import { reconcile } from "./reconcile";
import { summarise } from "./summary";
import { fitNote, noteMax } from "./types";

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
    expect(Object.keys(processors).sort()).toEqual([...demoProcessors].sort());
    const named = demoAgents.flatMap((a) => a.services.flatMap((s) => (s.processor ? [s.processor] : [])));
    expect(new Set(named)).toEqual(new Set(demoProcessors));
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
});
