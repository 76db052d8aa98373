/**
 * Demo marketplace content: owners, agents and services written for Agora.
 *
 * Plain typed data, importing only the contract's money rules, so the seeder (and tests) can use
 * it through the real service layer. Money and rates are decimal-dollar strings (at most 6
 * decimals), exactly as they travel on the wire. `checkDemoData()` at the bottom verifies the data's invariants.
 */

import { parseMicros, perMinuteRateMinMicros } from "@agora/contracts";

/** A demo user who owns agents. */
export interface DemoOwner {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A demo service offered by an agent. Money is a decimal-dollar string. */
export interface DemoService {
  /** 5–80 chars. */
  title: string;
  /** 2–5 sentences, plain text or light Markdown. */
  description: string;
  /** One of the agent's categories. */
  category: string;
  /** e.g. ["per-minute", "fast turnaround"]. */
  pricingTags: string[];
  /** Minutes. */
  estimatedDuration: number | null;
  perMinutePricing: boolean;
  /** Required when perMinutePricing is false, null otherwise; min ≤ max. */
  priceRange: { min: string; max: string } | null;
  /**
   * The demo runtime's processor that does this service's work (docs/decisions/024-living-demo.md).
   * Absent: no honest small implementation exists, so the service is not hireable (paused once the
   * demo history is played) and its description says what it would do.
   */
  processor?: DemoProcessor;
}

/**
 * The processors of the demo runtime (apps/demo-agents), by the work they do. All but `llm` are
 * deterministic code (docs/decisions/024-living-demo.md, 072-demo-liquidity.md): an extractive
 * summary, a cleaned CSV with a change report, an OpenAPI lint report, accessibility findings for
 * HTML, a reconciliation of two tables, a locale file audit, a subtitle reading-speed check, an
 * EXPLAIN ANALYZE reading, an upgrade plan from `npm outdated`, Kubernetes failure signatures,
 * flaky tests, an uptime report, a KPI change decomposition, keyword coding of survey answers,
 * screening by criteria, ticket routing rules, a text style profile with readability scores, chart
 * descriptions from data, invoice extraction with arithmetic checks, no-show rates, claim denials
 * by reason code, an intake brief with flag rules, mobile SDK disclosures, rater agreement,
 * keyword clusters, phishing signals of a raw email, expense claims against policy rules, IAM
 * policy exposure, contract clauses by section, and npm audit alerts by import-level reachability. `llm` sends the brief to a language model and is hireable only while the
 * running demo has one configured (LLM_URL).
 */
export const demoProcessors = [
  "summary",
  "csv-clean",
  "openapi-lint",
  "a11y",
  "reconcile",
  "locale-audit",
  "subtitle-check",
  "explain-analyze",
  "npm-outdated",
  "k8s-triage",
  "flaky-tests",
  "uptime-report",
  "kpi-change",
  "survey-code",
  "screening",
  "ticket-triage",
  "text-stats",
  "chart-describe",
  "invoice-extract",
  "no-show",
  "denial-codes",
  "intake-brief",
  "sdk-disclosure",
  "rater-agreement",
  "keyword-cluster",
  "phishing-triage",
  "expense-check",
  "iam-review",
  "clause-extract",
  "audit-triage",
  "llm",
] as const;
/** One of {@link demoProcessors}. */
export type DemoProcessor = (typeof demoProcessors)[number];

/** A demo agent. */
export interface DemoAgent {
  /** A DemoOwner.key. */
  owner: string;
  /** 3–60 chars, unique. */
  name: string;
  /** Lowercase a-z0-9 and single hyphens, 3–60 chars, unique. */
  slug: string;
  /** ≤ 120 chars. */
  tagline: string;
  /** Markdown, 80–160 words: what it does, how it works, limits, data handling. */
  description: string;
  /** 3–8 lowercase tags. */
  skills: string[];
  /** 1–2 of demoCategories. */
  categories: string[];
  /** https://<slug>.agents.example/a2a */
  endpointUrl: string;
  status: "active" | "paused" | "draft";
  hourlyRate: string | null;
  /** ≥ "0.0001", at most 6 decimals. */
  basePerMinuteRate: string;
  rateGranularity: 1 | 6 | 60;
  /** "0.1" (6 s, default) or e.g. "1". */
  minChargeMinutes: string;
  /** 0–2; serviceTitle refers to one of this agent's services. */
  rateOverrides: { match: { serviceTitle?: string; skill?: string }; basePerMinuteRate: string }[];
  streamRateCaps: { maxPerStream?: string; maxPerHour?: string };
  /** 1–3 each. */
  services: DemoService[];
}

/** Joins Markdown paragraphs. */
const md = (...paragraphs: string[]): string => paragraphs.join("\n\n");

/** The canonical endpoint for a demo agent (example.* domains only). */
const endpoint = (slug: string): string => `https://${slug}.agents.example/a2a`;

export const demoCategories: readonly string[] = [
  "Software Engineering",
  "Data & Analytics",
  "Legal & Compliance",
  "Translation & Localization",
  "Customer Support",
  "Research",
  "Marketing & Content",
  "Design & Media",
  "Finance & Accounting",
  "Security",
  "DevOps & Infrastructure",
  "Healthcare Operations",
];

export const demoOwners: readonly DemoOwner[] = [
  { key: "priya", email: "priya.raman@demo.agora.local", firstName: "Priya", lastName: "Raman" },
  { key: "tomas", email: "tomas.herrera@demo.agora.local", firstName: "Tomás", lastName: "Herrera" },
  { key: "amara", email: "amara.okafor@demo.agora.local", firstName: "Amara", lastName: "Okafor" },
  { key: "kenji", email: "kenji.watanabe@demo.agora.local", firstName: "Kenji", lastName: "Watanabe" },
  { key: "lena", email: "lena.fischer@demo.agora.local", firstName: "Lena", lastName: "Fischer" },
  { key: "marcus", email: "marcus.bell@demo.agora.local", firstName: "Marcus", lastName: "Bell" },
  { key: "sofia", email: "sofia.lindqvist@demo.agora.local", firstName: "Sofia", lastName: "Lindqvist" },
  { key: "yusuf", email: "yusuf.demir@demo.agora.local", firstName: "Yusuf", lastName: "Demir" },
  { key: "meiling", email: "mei-ling.chen@demo.agora.local", firstName: "Mei-Ling", lastName: "Chen" },
  { key: "dana", email: "dana.kowalski@demo.agora.local", firstName: "Dana", lastName: "Kowalski" },
];

export const demoAgents: readonly DemoAgent[] = [
  // ─── Legal & Compliance ────────────────────────────────────────────────────────────────
  {
    owner: "priya",
    name: "ClauseWise Contract Extractor",
    slug: "clausewise-contract-extractor",
    tagline: "Pulls termination, liability, renewal and payment clauses out of contracts into a structured table.",
    description: md(
      "ClauseWise reads commercial contracts (MSAs, NDAs, SOWs, vendor agreements) and extracts the clauses that matter into a structured table: parties, term and renewal, termination rights, limitation of liability, indemnities, payment terms, governing law and assignment. Each extracted clause comes with the page and paragraph it came from, so a reviewer can check it in seconds.",
      "**How it works:** the document is split by headings and numbering, each section is classified, and obligations are rewritten as plain-language summaries with the original wording kept alongside.",
      "**Limits:** English-language contracts only, up to 120 pages per file. Scanned PDFs need a text layer. ClauseWise flags unusual wording but does not give legal advice; a qualified person should review anything you sign.",
      "**Data handling:** files are processed in memory and deleted when the session ends; nothing is used for training.",
    ),
    skills: ["contract-review", "clause-extraction", "nda", "msa", "legal-ops"],
    categories: ["Legal & Compliance"],
    endpointUrl: endpoint("clausewise-contract-extractor"),
    status: "active",
    hourlyRate: "54.00",
    basePerMinuteRate: "0.90",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "Clause extraction for a single contract" }, basePerMinuteRate: "0.75" }],
    streamRateCaps: { maxPerStream: "60.00", maxPerHour: "54.00" },
    services: [
      {
        title: "Clause extraction for a single contract",
        description:
          "Upload one contract and receive a table of its key clauses with page references. Plain-English summaries sit next to the original wording. A typical NDA is done in under ten minutes. In the demo, paste the contract's text with its numbered sections into the note when you hire: each clause type is found by its wording and quoted with its section number; nothing is summarised, and pasted text has no page numbers.",
        category: "Legal & Compliance",
        pricingTags: ["per-minute", "structured output", "fast turnaround"],
        estimatedDuration: 15,
        perMinutePricing: true,
        priceRange: null,
        processor: "clause-extract",
      },
      {
        title: "Renewal and termination calendar for a contract portfolio",
        description:
          "Send up to 50 vendor agreements and get every renewal date, notice period and termination window in one spreadsheet plus an iCal file. Auto-renewals with short notice windows are highlighted. The price depends on the number and length of the documents.",
        category: "Legal & Compliance",
        pricingTags: ["fixed price", "batch", "calendar export"],
        estimatedDuration: 240,
        perMinutePricing: false,
        priceRange: { min: "120.00", max: "480.00" },
      },
    ],
  },
  {
    owner: "lena",
    name: "Privacy Notice Gap Checker",
    slug: "privacy-notice-gap-checker",
    tagline: "Compares your privacy notice with what your product actually collects and lists the gaps.",
    description: md(
      "Privacy Notice Gap Checker compares a published privacy notice with evidence of what a product really does: a data inventory spreadsheet, a list of third-party SDKs, cookie scan output or your analytics event schema. It reports data categories that are collected but not disclosed, purposes that are stated but not supported, and retention periods that are missing.",
      "**How it works:** the notice is parsed into disclosures, the evidence into observed processing, and the two are matched category by category. Every finding cites both sides.",
      "**Limits:** it works from what you provide and does not crawl or test your app. Findings are a checklist for your counsel or privacy lead, not a legal opinion or a statement of compliance with any law.",
      "**Data handling:** inputs are kept for 7 days so you can ask follow-up questions, then deleted.",
    ),
    skills: ["privacy", "data-mapping", "policy-review", "cookies", "compliance"],
    categories: ["Legal & Compliance", "Security"],
    endpointUrl: endpoint("privacy-notice-gap-checker"),
    status: "active",
    hourlyRate: "48.00",
    basePerMinuteRate: "0.80",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "40.00" },
    services: [
      {
        title: "Privacy notice gap report",
        description:
          "A written report listing every mismatch between your notice and your data inventory, ordered by how exposed it leaves you. Each finding quotes the notice and the evidence side by side. Includes suggested wording for the missing disclosures.",
        category: "Legal & Compliance",
        pricingTags: ["fixed price", "report", "findings with citations"],
        estimatedDuration: 180,
        perMinutePricing: false,
        priceRange: { min: "150.00", max: "400.00" },
      },
      {
        title: "Third-party SDK disclosure review",
        description:
          "Paste your iOS or Android dependency list and the agent identifies SDKs that typically collect device identifiers, location or usage data. It drafts the disclosure wording you would need to add. Vendor behaviour is taken from public documentation, so confirm it against your own configuration. In the demo, paste the dependency list one per line: SDKs are identified from a built-in table of 14 common SDKs, each with its usual data and a disclosure sentence to adapt.",
        category: "Security",
        pricingTags: ["per-minute", "mobile apps"],
        estimatedDuration: 30,
        perMinutePricing: true,
        priceRange: null,
        processor: "sdk-disclosure",
      },
    ],
  },
  {
    owner: "tomas",
    name: "Contract Redline Comparator",
    slug: "contract-redline-comparator",
    tagline: "Explains what changed between two contract versions and which side each change favours.",
    description: md(
      "Contract Redline Comparator takes two versions of the same agreement — for example your template and the counterparty's markup — and produces a change log that goes beyond a text diff. Each change is grouped by clause, summarised in one sentence and labelled as favouring you, favouring the other side or neutral, with a note on why.",
      "**How it works:** both versions are aligned clause by clause even when sections were renumbered or moved, then the wording differences are classified against a playbook you supply as a short list of preferred positions.",
      "**Limits:** two documents per comparison, up to 80 pages each, English only. It does not draft counter-proposals in this preview.",
      "**Data handling:** documents are deleted once the comparison is delivered. The agent stays in draft while the playbook format is finalised.",
    ),
    skills: ["contract-review", "redlining", "negotiation", "document-comparison"],
    categories: ["Legal & Compliance"],
    endpointUrl: endpoint("contract-redline-comparator"),
    status: "draft",
    hourlyRate: null,
    basePerMinuteRate: "0.65",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Two-version contract comparison",
        description:
          "Upload the original and the revised agreement and receive a clause-by-clause change log. Moved and renumbered sections are matched rather than reported as deletions. Each change carries a one-line summary and a favourability label.",
        category: "Legal & Compliance",
        pricingTags: ["fixed price", "change log"],
        estimatedDuration: 45,
        perMinutePricing: false,
        priceRange: { min: "40.00", max: "150.00" },
      },
      {
        title: "Playbook-based redline review",
        description:
          "Share your negotiation playbook and the counterparty's redline, and the agent marks every change that departs from your positions. Fallback positions from the playbook are suggested where they exist. Billed per minute while the review runs.",
        category: "Legal & Compliance",
        pricingTags: ["per-minute", "custom playbook"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },

  // ─── Translation & Localization ────────────────────────────────────────────────────────
  {
    owner: "kenji",
    name: "Kotoba Bridge — Japanese & English Technical Translation",
    slug: "kotoba-bridge-japanese-translation",
    tagline: "Japanese↔English translation of manuals, specs and UI strings, with a consistent technical glossary.",
    description: md(
      "Kotoba Bridge translates technical material between Japanese and English in both directions: hardware manuals, API documentation, design specs, release notes and UI strings. It keeps terminology consistent by building a glossary from your existing documents first and applying it throughout, and it preserves Markdown, code blocks, placeholders such as `{count}` and table layout.",
      "**How it works:** source text is segmented, matched against your glossary and translation memory, translated, then checked in a second pass for dropped numbers, units and negations — the errors that matter most in specifications.",
      "**Limits:** Japanese and English only. Marketing copy built on wordplay is flagged for a human translator. Up to 200,000 characters per job.",
      "**Data handling:** your glossary and translation memory stay private to your account and can be exported or deleted at any time.",
    ),
    skills: ["translation", "japanese", "english", "technical-writing", "localization", "glossary"],
    categories: ["Translation & Localization"],
    endpointUrl: endpoint("kotoba-bridge-japanese-translation"),
    status: "active",
    hourlyRate: "42.00",
    basePerMinuteRate: "0.70",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { skill: "glossary" }, basePerMinuteRate: "0.55" }],
    streamRateCaps: { maxPerHour: "42.00" },
    services: [
      {
        title: "Japanese → English technical document translation",
        description:
          "Translation of manuals, specifications or internal documentation from Japanese into clear technical English. Numbers, units and part numbers are verified in a second pass. You receive the file in its original format plus the glossary used. When the demo runs with a language model, paste the Japanese text into the note: the delivery is the model's English translation, without the glossary or the second check.",
        category: "Translation & Localization",
        pricingTags: ["per-minute", "glossary included", "ja→en"],
        estimatedDuration: 90,
        perMinutePricing: true,
        priceRange: null,
        processor: "llm",
      },
      {
        title: "English → Japanese UI string localization",
        description:
          "Localizes your app's string files (JSON, PO or XLIFF) into natural Japanese that fits the space available. Placeholders and plural forms are preserved and validated. Strings that are too long for their UI element are shortened and listed for review.",
        category: "Translation & Localization",
        pricingTags: ["fixed price", "json / po / xliff", "placeholder safe"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "60.00", max: "300.00" },
      },
      {
        title: "Bilingual terminology glossary build",
        description:
          "Builds a Japanese–English glossary from your existing documents, with preferred and forbidden terms. Ambiguous terms come with short usage notes. The glossary can be reused by your own translators.",
        category: "Translation & Localization",
        pricingTags: ["fixed price", "glossary"],
        estimatedDuration: 40,
        perMinutePricing: false,
        priceRange: { min: "35.00", max: "90.00" },
      },
    ],
  },
  {
    owner: "sofia",
    name: "Subtitle Timing Localizer",
    slug: "subtitle-timing-localizer",
    tagline:
      "Translates SRT and WebVTT subtitles into nine languages while keeping line length and reading speed in check.",
    description: md(
      "Subtitle Timing Localizer translates subtitle files (SRT and WebVTT) and then re-times them so every cue stays readable: it enforces 42 characters per line, two lines per cue and a reading speed you choose, splitting or merging cues where the translation runs longer than the original.",
      "**How it works:** cues are translated in the context of their neighbours rather than one at a time, which avoids sentences broken across cue boundaries. Timing changes never move a cue outside the speech it belongs to.",
      "**Limits:** target languages are Spanish, French, German, Italian, Portuguese, Dutch, Swedish, Polish and Turkish. It needs an existing source-language subtitle file; it does not transcribe audio, and burned-in captions are out of scope.",
      "**Data handling:** subtitle files are deleted 48 hours after delivery. Video is never uploaded.",
    ),
    skills: ["subtitles", "srt", "webvtt", "translation", "localization"],
    categories: ["Translation & Localization", "Design & Media"],
    endpointUrl: endpoint("subtitle-timing-localizer"),
    status: "active",
    hourlyRate: "30.00",
    basePerMinuteRate: "0.50",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "25.00" },
    services: [
      {
        title: "Subtitle translation and re-timing",
        description:
          "Send an SRT or VTT file and a target language; get back a translated, re-timed file that passes your reading-speed limit. A short log lists every cue that was split or merged.",
        category: "Translation & Localization",
        pricingTags: ["per-minute", "srt", "vtt"],
        estimatedDuration: 20,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Reading-speed compliance pass",
        description:
          "Checks existing subtitles, in any of the supported languages, against characters-per-second and line-length limits. Offending cues are fixed by condensing wording, not by cutting meaning. Useful before delivering to a streaming platform with strict specs. In the demo, paste an SRT or WebVTT file into the note when you hire: the delivery lists every cue over 42 characters per line, two lines or 17 characters per second, too briefly or too long on screen, or overlapping the next, without rewording it.",
        category: "Design & Media",
        pricingTags: ["fixed price", "quality check"],
        estimatedDuration: 15,
        perMinutePricing: false,
        priceRange: { min: "15.00", max: "45.00" },
        processor: "subtitle-check",
      },
    ],
  },
  {
    owner: "meiling",
    name: "Locale String Auditor",
    slug: "locale-string-auditor",
    tagline: "Finds missing keys, broken placeholders and untranslated strings across your app's locale files.",
    description: md(
      "Locale String Auditor checks the translation files in a repository — JSON, YAML, gettext PO, Android XML or iOS strings — and reports what will break or look wrong in production: missing keys, placeholders that differ between languages, ICU plural messages with missing categories, strings left in the source language, and text likely to overflow fixed-width buttons.",
      "**How it works:** every locale file is parsed into a common model and compared with the source locale, then language-aware checks run, such as the plural categories Polish or Arabic need. Results come as a report and, optionally, a patch that adds missing keys marked for translation.",
      "**Limits:** it audits but does not translate; up to 5,000 keys per locale.",
      "**Data handling:** read-only access to the files you share; nothing is pushed to your repository unless you apply the patch yourself.",
    ),
    skills: ["i18n", "localization", "icu", "json", "qa"],
    categories: ["Translation & Localization", "Software Engineering"],
    endpointUrl: endpoint("locale-string-auditor"),
    status: "active",
    hourlyRate: "36.00",
    basePerMinuteRate: "0.60",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Locale file audit",
        description:
          "A full audit of your locale files with findings grouped by severity. Includes an optional patch that adds missing keys flagged for translation. Most repositories are done within half an hour. In the demo, paste two JSON locale files (the source first) separated by a line holding only --- into the note: the delivery lists missing, extra, empty and untranslated keys and placeholder mismatches.",
        category: "Translation & Localization",
        pricingTags: ["fixed price", "report + patch"],
        estimatedDuration: 30,
        perMinutePricing: false,
        priceRange: { min: "30.00", max: "120.00" },
        processor: "locale-audit",
      },
      {
        title: "CI check for translation files",
        description:
          "Sets up a continuous-integration step that fails a pull request when it introduces broken placeholders or missing keys. Delivered as a workflow file and a small config you own. Works with GitHub Actions and GitLab CI.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "ci setup", "one-off"],
        estimatedDuration: 90,
        perMinutePricing: false,
        priceRange: { min: "80.00", max: "200.00" },
      },
    ],
  },

  // ─── Software Engineering ──────────────────────────────────────────────────────────────
  {
    owner: "marcus",
    name: "QueryTuner SQL Optimiser",
    slug: "querytuner-sql-optimiser",
    tagline: "Reads slow PostgreSQL or MySQL queries and their EXPLAIN plans, then proposes rewrites and indexes.",
    description: md(
      "QueryTuner takes a slow query together with its EXPLAIN (ANALYZE) output and the relevant table definitions, and explains where the time goes: sequential scans on large tables, misestimated row counts, nested loops over big inputs, sorts that spill to disk. It then proposes concrete changes — a rewritten query, a composite or partial index, refreshed statistics — with the expected effect of each.",
      "**How it works:** plans are parsed node by node and compared with the schema and row estimates; every rewrite is checked to return the same result set as the original.",
      "**Limits:** PostgreSQL 12+ and MySQL 8 only. It never connects to your database: you paste plans and DDL. Try suggestions on a staging copy first.",
      "**Data handling:** query text and plans are kept only for the session. Avoid pasting rows with personal data; plans alone are enough.",
    ),
    skills: ["sql", "postgresql", "mysql", "query-optimization", "indexing"],
    categories: ["Data & Analytics", "Software Engineering"],
    endpointUrl: endpoint("querytuner-sql-optimiser"),
    status: "active",
    hourlyRate: "60.00",
    basePerMinuteRate: "1.00",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "Index review for one schema" }, basePerMinuteRate: "0.80" }],
    streamRateCaps: { maxPerStream: "45.00", maxPerHour: "60.00" },
    services: [
      {
        title: "Slow query diagnosis and rewrite",
        description:
          "Paste one slow query, its EXPLAIN ANALYZE output and the table definitions. You get an explanation of the bottleneck and a rewritten query or index that fixes it. Most queries take under twenty minutes. In the demo, paste the query's EXPLAIN ANALYZE text output into the note when you hire: the delivery shows where the time goes node by node and names sequential scans, misestimated rows, disk sorts and costly loops with the usual remedy; it does not rewrite the query.",
        category: "Data & Analytics",
        pricingTags: ["per-minute", "explain analyze", "fast turnaround"],
        estimatedDuration: 20,
        perMinutePricing: true,
        priceRange: null,
        processor: "explain-analyze",
      },
      {
        title: "Index review for one schema",
        description:
          "Reviews every index in a schema against your most frequent queries. Unused, duplicate and overlapping indexes are listed with the write cost they add. Missing indexes are proposed with the queries that need them.",
        category: "Data & Analytics",
        pricingTags: ["per-minute", "indexes", "schema review"],
        estimatedDuration: 45,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Query performance report for a release",
        description:
          "Before a release, send the top twenty queries from your slow-query log and the new migrations. The report flags regressions the migrations may introduce and ranks fixes by expected gain.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "top-20 queries", "written report"],
        estimatedDuration: 180,
        perMinutePricing: false,
        priceRange: { min: "90.00", max: "350.00" },
      },
    ],
  },
  {
    owner: "dana",
    name: "TestScaffold for TypeScript",
    slug: "testscaffold-typescript",
    tagline: "Writes Vitest or Jest unit tests for existing TypeScript modules, starting with the riskiest branches.",
    description: md(
      "TestScaffold reads a TypeScript module and writes unit tests for it in Vitest or Jest, following the conventions it finds in your existing tests. It starts with the branches most likely to hide bugs — error paths, boundary values, empty inputs — and reuses your fixtures and factories instead of inventing new ones.",
      "**How it works:** exports, types and the call graph are analysed to choose test cases; the generated tests run in a sandbox and only passing, non-trivial tests are returned. Tests that fail because they expose a real bug are reported separately with a minimal reproduction.",
      "**Limits:** TypeScript and JavaScript, one package at a time, no end-to-end or browser tests. Network access is mocked at the boundary.",
      "**Data handling:** your code runs in a throwaway container with no outbound network, destroyed when the job ends.",
    ),
    skills: ["typescript", "unit-testing", "vitest", "jest", "code-coverage"],
    categories: ["Software Engineering"],
    endpointUrl: endpoint("testscaffold-typescript"),
    status: "active",
    hourlyRate: "51.00",
    basePerMinuteRate: "0.85",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "80.00" },
    services: [
      {
        title: "Unit tests for one module",
        description:
          "Point the agent at one module and receive a test file that runs green in your setup. Each test has a descriptive name that says which behaviour it protects.",
        category: "Software Engineering",
        pricingTags: ["per-minute", "vitest or jest"],
        estimatedDuration: 25,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Coverage lift for a package",
        description:
          "Raises branch coverage of one package to a target you set, prioritising code that changed most often in the last six months. Delivered as a pull request. Any bugs found along the way are listed with reproductions.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "coverage target", "bug report included"],
        estimatedDuration: 300,
        perMinutePricing: false,
        priceRange: { min: "150.00", max: "600.00" },
      },
    ],
  },
  {
    owner: "yusuf",
    name: "Dependency Upgrade Pilot",
    slug: "dependency-upgrade-pilot",
    tagline: "Plans and carries out major-version dependency upgrades in Node.js projects, one safe step at a time.",
    description: md(
      "Dependency Upgrade Pilot handles the upgrades nobody wants to do: a framework two major versions behind, a test-runner migration, a move from CommonJS to ESM. It reads the changelogs and migration guides of every package involved, builds an ordered plan, and applies it in small commits that each keep the build green.",
      "**How it works:** the dependency graph is resolved first to find an order that avoids peer conflicts; each step runs your build and test scripts, and breaking changes are fixed with codemods where they exist and by hand where they do not.",
      "**Limits:** Node.js and TypeScript projects with a working test suite; monorepos up to 40 packages. It stops and asks rather than disabling a failing test.",
      "**Data handling:** it works on a branch you grant, has no access to secrets, and CI runs on your own runners.",
    ),
    skills: ["nodejs", "typescript", "dependency-management", "esm", "refactoring"],
    categories: ["Software Engineering"],
    endpointUrl: endpoint("dependency-upgrade-pilot"),
    status: "active",
    hourlyRate: "57.00",
    basePerMinuteRate: "0.95",
    rateGranularity: 6,
    minChargeMinutes: "1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "150.00", maxPerHour: "57.00" },
    services: [
      {
        title: "Upgrade plan for a repository",
        description:
          "A written, ordered plan for bringing your dependencies up to date, with the breaking changes that affect your code quoted from each changelog. Effort is estimated per step so you can schedule the work. In the demo, paste the output of npm outdated into the note when you hire: the delivery is an ordered plan by semantic versioning (patches and minors together, then each major upgrade on its own), without changelog quotes or effort estimates.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "written plan"],
        estimatedDuration: 60,
        perMinutePricing: false,
        priceRange: { min: "50.00", max: "150.00" },
        processor: "npm-outdated",
      },
      {
        title: "Guided major-version upgrade",
        description:
          "The agent carries out the upgrade on a branch, one commit per step, running your tests after each one. You can pause the stream at any point and keep the commits made so far.",
        category: "Software Engineering",
        pricingTags: ["per-minute", "small commits", "build stays green"],
        estimatedDuration: 240,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },
  {
    owner: "amara",
    name: "OpenAPI Spec Linter",
    slug: "openapi-spec-linter",
    tagline: "Reviews OpenAPI 3 specs for breaking changes, inconsistent naming and missing error responses.",
    description: md(
      "OpenAPI Spec Linter reviews API descriptions before they ship. It catches breaking changes between two versions (removed fields, narrowed enums, newly required parameters), inconsistent naming and casing, missing error responses, undocumented pagination and examples that do not match their schemas.",
      "**How it works:** specs are resolved including external `$ref`s, compared structurally with the previous version and checked against a ruleset you can adjust. Each finding points to the exact JSON pointer and suggests a fix.",
      "**Limits:** OpenAPI 3.0 and 3.1; Swagger 2.0 files are converted first and may lose detail. Specs up to 5 MB. It never calls your live API.",
      "**Data handling:** specs are deleted after the report is delivered, unless you ask the agent to keep a baseline for future comparisons.",
    ),
    skills: ["openapi", "api-design", "rest", "linting", "breaking-changes"],
    categories: ["Software Engineering"],
    endpointUrl: endpoint("openapi-spec-linter"),
    status: "active",
    hourlyRate: "39.00",
    basePerMinuteRate: "0.65",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Breaking-change report between two spec versions",
        description:
          "Send the old and new spec and get a list of changes that would break existing clients, each with the affected operation. The report format is easy to paste into a pull-request review.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "ci friendly"],
        estimatedDuration: 20,
        perMinutePricing: false,
        priceRange: { min: "25.00", max: "80.00" },
      },
      {
        title: "API style review",
        description:
          "A review of naming, casing, error formats and pagination across a whole spec. Findings are grouped so one decision can fix many endpoints at once. In the demo, paste an OpenAPI file (YAML or JSON) into the note when you hire: the delivery is a lint report against Redocly's recommended rules.",
        category: "Software Engineering",
        pricingTags: ["per-minute", "naming", "error responses"],
        estimatedDuration: 40,
        perMinutePricing: true,
        priceRange: null,
        processor: "openapi-lint",
      },
    ],
  },

  // ─── DevOps & Infrastructure ───────────────────────────────────────────────────────────
  {
    owner: "tomas",
    name: "Kubernetes Incident Triager",
    slug: "kubernetes-incident-triager",
    tagline: "Reads pod events, logs and metrics during an outage and tells you the most likely cause first.",
    description: md(
      "Kubernetes Incident Triager joins your incident channel when a cluster misbehaves. It reads pod events, container logs, recent deployments and resource metrics, and produces a ranked list of likely causes — CrashLoopBackOff after a config change, OOMKilled containers, failing readiness probes, node pressure, exhausted IP ranges — each with the evidence behind it and the command to confirm it.",
      "**How it works:** a read-only service account queries the Kubernetes API and your metrics endpoint; events are correlated with the deployment timeline, and the ranking updates as new signals arrive.",
      "**Limits:** read-only by design: it suggests `kubectl` commands but never runs mutating ones. Tested on clusters up to 300 nodes.",
      "**Data handling:** logs are streamed and summarised in memory; only the incident summary is kept, for 30 days, for your post-mortem.",
    ),
    skills: ["kubernetes", "incident-response", "sre", "observability", "prometheus"],
    categories: ["DevOps & Infrastructure"],
    endpointUrl: endpoint("kubernetes-incident-triager"),
    status: "active",
    hourlyRate: "90.00",
    basePerMinuteRate: "1.50",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "On-call incident triage" }, basePerMinuteRate: "1.80" }],
    streamRateCaps: { maxPerStream: "200.00", maxPerHour: "108.00" },
    services: [
      {
        title: "On-call incident triage",
        description:
          "Start a stream when an incident opens and stop it when it closes. The agent posts a ranked list of suspected causes within minutes and keeps it current. Billed per second of active triage at the on-call rate. In the demo, paste kubectl get pods, describe pod or get events output into the note when you hire: the delivery ranks the known failure signatures found in it, each with its evidence lines and a read-only command to confirm it.",
        category: "DevOps & Infrastructure",
        pricingTags: ["per-minute", "24/7", "read-only access"],
        estimatedDuration: null,
        perMinutePricing: true,
        priceRange: null,
        processor: "k8s-triage",
      },
      {
        title: "Post-incident timeline and write-up",
        description:
          "Turns the incident's events, deploys and chat history into a timeline and a blameless post-mortem draft. Contributing factors and follow-up actions are proposed for your team to confirm.",
        category: "DevOps & Infrastructure",
        pricingTags: ["fixed price", "post-mortem"],
        estimatedDuration: 90,
        perMinutePricing: false,
        priceRange: { min: "75.00", max: "250.00" },
      },
      {
        title: "Cluster health check",
        description:
          "A one-off review of probes, resource requests and limits, pod disruption budgets and autoscaler settings. You get the ten changes most likely to prevent your next outage.",
        category: "DevOps & Infrastructure",
        pricingTags: ["fixed price", "probes", "resource limits"],
        estimatedDuration: 60,
        perMinutePricing: false,
        priceRange: { min: "60.00", max: "180.00" },
      },
    ],
  },
  {
    owner: "yusuf",
    name: "Terraform Drift Reporter",
    slug: "terraform-drift-reporter",
    tagline: "Compares Terraform state with what is really deployed and explains each drift in plain language.",
    description: md(
      "Terraform Drift Reporter runs a read-only plan against your workspaces and turns the output into a report people can act on. For every drifted resource it explains what changed, whether the change was probably made by hand in a console or by another pipeline, and whether applying the code would be safe or would undo something intentional.",
      "**How it works:** it runs `terraform plan -refresh-only` with credentials you scope to read access, groups changes by module, and links each one to the matching cloud audit-log entry where available.",
      "**Limits:** Terraform 1.3 and later with the AWS, Google Cloud and Azure providers. It never runs `apply`. Paused while support for more state backends is added.",
      "**Data handling:** state files can contain secrets, so they are read in memory only and sensitive attributes are redacted from every report.",
    ),
    skills: ["terraform", "infrastructure-as-code", "aws", "drift-detection"],
    categories: ["DevOps & Infrastructure"],
    endpointUrl: endpoint("terraform-drift-reporter"),
    status: "paused",
    hourlyRate: "45.00",
    basePerMinuteRate: "0.75",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "30.00" },
    services: [
      {
        title: "Drift report for one workspace",
        description:
          "A plain-language report of every resource that differs from code in one workspace. Each drift is labelled safe to re-apply, needs a code change, or needs a conversation.",
        category: "DevOps & Infrastructure",
        pricingTags: ["fixed price", "read-only"],
        estimatedDuration: 15,
        perMinutePricing: false,
        priceRange: { min: "20.00", max: "60.00" },
      },
      {
        title: "Weekly drift review",
        description:
          "A recurring check across all your workspaces, billed per minute of analysis. New drift since last week is highlighted so old, accepted differences do not drown it out.",
        category: "DevOps & Infrastructure",
        pricingTags: ["per-minute", "recurring"],
        estimatedDuration: 30,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },
  {
    owner: "dana",
    name: "CI Pipeline Speed Doctor",
    slug: "ci-pipeline-speed-doctor",
    tagline: "Finds where your CI minutes go and cuts pipeline time with caching, sharding and smarter triggers.",
    description: md(
      "CI Pipeline Speed Doctor analyses the last few hundred runs of your pipelines and shows where the time and money go: slow setup steps, caches that never hit, tests that could run in parallel, jobs triggered by changes that cannot affect them, and flaky tests that force reruns. Proposed changes are ranked by minutes saved per week.",
      "**How it works:** run history and timings are read through the CI provider's API with a read-only token; changes are delivered as a pull request so you can compare a real run before merging.",
      "**Limits:** GitHub Actions and GitLab CI. Tuning self-hosted runners (machine sizes, autoscaling) is out of scope.",
      "**Data handling:** only job metadata and timings are read; build logs are fetched for the slowest steps and discarded after analysis.",
    ),
    skills: ["ci-cd", "github-actions", "gitlab-ci", "caching", "flaky-tests"],
    categories: ["DevOps & Infrastructure", "Software Engineering"],
    endpointUrl: endpoint("ci-pipeline-speed-doctor"),
    status: "active",
    hourlyRate: "48.00",
    basePerMinuteRate: "0.80",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { skill: "flaky-tests" }, basePerMinuteRate: "0.95" }],
    streamRateCaps: { maxPerHour: "57.00" },
    services: [
      {
        title: "Pipeline timing audit",
        description:
          "An audit of your slowest pipelines with a ranked list of fixes and the minutes each would save. The top three fixes are delivered as a ready-to-test pull request.",
        category: "DevOps & Infrastructure",
        pricingTags: ["fixed price", "ranked recommendations"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "70.00", max: "220.00" },
      },
      {
        title: "Flaky test hunt",
        description:
          "Finds the tests that fail intermittently, reproduces them under load or random ordering, and explains the cause — shared state, timing, test order. Fixes are proposed test by test. In the demo, paste a CSV of test outcomes from several runs (test, outcome and commit columns) into the note when you hire: the delivery lists the tests that both passed and failed on the same commit, most often failing first, without reproducing them.",
        category: "Software Engineering",
        pricingTags: ["per-minute", "fewer reruns"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
        processor: "flaky-tests",
      },
    ],
  },
  {
    owner: "kenji",
    name: "Endpoint Uptime Sentinel",
    slug: "endpoint-uptime-sentinel",
    tagline: "Watches your HTTPS endpoints every 30 seconds and writes a plain-English incident note when they fail.",
    description: md(
      "Endpoint Uptime Sentinel is a low-cost watcher designed to be streamed for hours or days. It checks up to 20 HTTPS endpoints every 30 seconds from three regions, tracks latency percentiles and certificate expiry, and when a check fails from two regions it writes a short incident note: what failed, since when, what the response looked like and whether DNS, TLS or the application is the likely culprit.",
      "**How it works:** checks run from the agent's own probes and alerts go to a webhook you configure. Because billing is a fraction of a cent per minute, you pay only while it watches.",
      "**Limits:** public HTTPS endpoints only; no private networks and no scripted browser journeys.",
      "**Data handling:** only status codes, timings and headers are stored, for 14 days; response bodies are discarded.",
    ),
    skills: ["uptime-monitoring", "http", "tls", "alerting"],
    categories: ["DevOps & Infrastructure"],
    endpointUrl: endpoint("endpoint-uptime-sentinel"),
    status: "active",
    hourlyRate: null,
    basePerMinuteRate: "0.0005",
    rateGranularity: 60,
    minChargeMinutes: "1",
    rateOverrides: [{ match: { skill: "tls" }, basePerMinuteRate: "0.0002" }],
    streamRateCaps: { maxPerStream: "5.00" },
    services: [
      {
        title: "Continuous endpoint watch",
        description:
          "Stream this service for as long as you want coverage, for example over a launch weekend. Alerts and incident notes go to your webhook. At this rate a full day of watching costs well under a dollar.",
        category: "DevOps & Infrastructure",
        pricingTags: ["per-minute", "micro-pricing", "webhook alerts"],
        estimatedDuration: null,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Monthly uptime report",
        description:
          "A summary of availability, latency percentiles and incidents per endpoint for the month. Certificates expiring in the next 60 days are listed. In the demo, paste your check log as CSV (time, endpoint, status, latency_ms) into the note when you hire: the delivery gives availability, latency percentiles and incidents per endpoint; certificates are not checked.",
        category: "DevOps & Infrastructure",
        pricingTags: ["fixed price", "availability summary"],
        estimatedDuration: 10,
        perMinutePricing: false,
        priceRange: { min: "5.00", max: "15.00" },
        processor: "uptime-report",
      },
    ],
  },

  // ─── Data & Analytics ──────────────────────────────────────────────────────────────────
  {
    owner: "lena",
    name: "TidyTables CSV Cleaner",
    slug: "tidytables-csv-cleaner",
    tagline: "Cleans messy CSV and Excel exports: types, dates, duplicates and encodings, with a log of every change.",
    description: md(
      "TidyTables takes the spreadsheets and CSV exports that break imports and makes them consistent: it detects column types, normalises dates and number formats from different locales, repairs broken encodings, trims stray whitespace, splits combined fields and flags likely duplicate rows using fuzzy matching on names and addresses.",
      "**How it works:** every transformation is recorded as a step in a change log, so you can review it, undo it or re-run the same cleaning on next month's export. Ambiguous values such as 03/04/2024 are listed for you to decide instead of being guessed.",
      "**Limits:** files up to 500 MB or 5 million rows. Excel macros and pivot tables are ignored.",
      "**Data handling:** files are stored encrypted for 72 hours so you can download results, then deleted. Columns you mark as sensitive are hashed in the change log.",
    ),
    skills: ["data-cleaning", "csv", "excel", "deduplication", "etl"],
    categories: ["Data & Analytics"],
    endpointUrl: endpoint("tidytables-csv-cleaner"),
    status: "active",
    hourlyRate: "24.00",
    basePerMinuteRate: "0.40",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "20.00" },
    services: [
      {
        title: "Clean one file",
        description:
          "Upload a CSV or Excel file and get a clean version plus the change log. Duplicates are flagged, not deleted, unless you ask. In the demo, paste the CSV (header row first) into the note when you hire: the delivery holds the cleaned CSV and the change report.",
        category: "Data & Analytics",
        pricingTags: ["per-minute", "change log", "fast turnaround"],
        estimatedDuration: 10,
        perMinutePricing: true,
        priceRange: null,
        processor: "csv-clean",
      },
      {
        title: "Reusable cleaning recipe",
        description:
          "The agent builds a documented cleaning recipe for a file you receive regularly. Next month you run the same recipe and review only the new exceptions.",
        category: "Data & Analytics",
        pricingTags: ["fixed price", "repeatable"],
        estimatedDuration: 45,
        perMinutePricing: false,
        priceRange: { min: "25.00", max: "75.00" },
      },
    ],
  },
  {
    owner: "marcus",
    name: "Metric Change Narrator",
    slug: "metric-change-narrator",
    tagline: "Explains why a KPI moved this week, breaking the change down by segment, channel and cohort.",
    description: md(
      "Metric Change Narrator answers the Monday-morning question: why did signups, revenue or churn move? Given access to a metrics table or warehouse view, it decomposes a change into contributions from segments such as country, channel, plan and device, separates mix effects from rate effects, and writes a short narrative naming the three or four drivers that matter.",
      "**How it works:** it runs a fixed set of read-only aggregate queries, tests each candidate driver against normal week-to-week variation, and says plainly when a change is within noise.",
      "**Limits:** needs daily or finer data covering at least eight weeks. Correlation is reported as correlation; it does not claim causes it cannot support.",
      "**Data handling:** only aggregated results leave your warehouse; row-level data is never copied.",
    ),
    skills: ["analytics", "kpi", "root-cause-analysis", "sql", "reporting"],
    categories: ["Data & Analytics", "Marketing & Content"],
    endpointUrl: endpoint("metric-change-narrator"),
    status: "active",
    hourlyRate: "42.00",
    basePerMinuteRate: "0.70",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "42.00" },
    services: [
      {
        title: "Weekly KPI change brief",
        description:
          "Every week, a one-page brief on your key metrics: what moved, which segments drove it and whether it is outside normal variation. Written for people who will not open the dashboard. In the demo, paste one metric as CSV (period, segment, value) into the note when you hire: the delivery gives the change, each segment's share of it, and whether it lies outside two standard deviations of the earlier changes.",
        category: "Data & Analytics",
        pricingTags: ["fixed price", "weekly", "narrative"],
        estimatedDuration: 30,
        perMinutePricing: false,
        priceRange: { min: "30.00", max: "90.00" },
        processor: "kpi-change",
      },
      {
        title: "Campaign performance explainer",
        description:
          "Explains how a marketing campaign changed acquisition, separating its effect from seasonality and other channels where the data allows. Results come with the confidence the data supports.",
        category: "Marketing & Content",
        pricingTags: ["per-minute", "marketing channels"],
        estimatedDuration: 25,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },
  {
    owner: "sofia",
    name: "Survey Response Coder",
    slug: "survey-response-coder",
    tagline: "Codes thousands of open-ended survey answers into themes you can count, with quotes for each.",
    description: md(
      "Survey Response Coder turns free-text survey answers into a codebook and a coded dataset. It proposes themes from a sample, lets you merge, rename or split them, then codes every response, allowing several codes per answer. Each theme comes with its frequency, sentiment and three representative quotes.",
      "**How it works:** themes are induced from a stratified sample and then applied to the full set; a random 5% is coded twice so agreement can be reported alongside the results.",
      "**Limits:** up to 50,000 responses per project in English, Spanish, French or German. Very short answers such as “ok” are left uncoded rather than forced into a theme.",
      "**Data handling:** respondent identifiers are removed before processing; please strip names and emails from the answers themselves. Data is deleted 14 days after delivery.",
    ),
    skills: ["qualitative-analysis", "survey", "thematic-coding", "nlp"],
    categories: ["Research", "Data & Analytics"],
    endpointUrl: endpoint("survey-response-coder"),
    status: "active",
    hourlyRate: "33.00",
    basePerMinuteRate: "0.55",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Codebook and coding for one question",
        description:
          "For one open-ended question: a codebook you approve, every response coded, and a summary table with quotes. Agreement figures from the double-coded sample are included.",
        category: "Research",
        pricingTags: ["fixed price", "codebook", "quotes included"],
        estimatedDuration: 60,
        perMinutePricing: false,
        priceRange: { min: "45.00", max: "160.00" },
      },
      {
        title: "Coding against your existing codebook",
        description:
          'Already have a codebook from earlier waves? The agent applies it to new responses so results stay comparable over time. Responses that fit no existing code are collected for your review. In the demo, paste your codebook as "Code: keyword, keyword" lines, a line holding only ---, then the responses one per line: codes are applied by keyword, with counts, quotes and the responses no code fits.',
        category: "Data & Analytics",
        pricingTags: ["per-minute", "agreement check"],
        estimatedDuration: 40,
        perMinutePricing: true,
        priceRange: null,
        processor: "survey-code",
      },
    ],
  },

  // ─── Research ──────────────────────────────────────────────────────────────────────────
  {
    owner: "amara",
    name: "Grant Proposal Researcher",
    slug: "grant-proposal-researcher",
    tagline: "Finds funding calls that fit your project and builds a sourced evidence pack for the proposal.",
    description: md(
      "Grant Proposal Researcher helps small research teams and non-profits find funding and prepare to apply. Given a project summary, it searches public funding calls and foundation programmes, ranks them by fit, eligibility and deadline, and for the calls you choose it assembles an evidence pack: published work supporting the need, statistics with sources, and the funder's stated priorities mapped to your aims.",
      "**How it works:** eligibility rules are extracted from each call and checked against your organisation profile, so ineligible calls are filtered out early. Every figure is linked to its source.",
      "**Limits:** it drafts outlines and evidence, not the final proposal, and cannot see calls behind paid databases. Confirm deadlines on the funder's site.",
      "**Data handling:** your project summary stays private and is never shown to other clients.",
    ),
    skills: ["grant-research", "funding", "literature-search", "proposal-writing", "non-profit"],
    categories: ["Research"],
    endpointUrl: endpoint("grant-proposal-researcher"),
    status: "active",
    hourlyRate: "36.00",
    basePerMinuteRate: "0.60",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "Funding call shortlist" }, basePerMinuteRate: "0.45" }],
    streamRateCaps: { maxPerStream: "36.00" },
    services: [
      {
        title: "Funding call shortlist",
        description:
          "A ranked shortlist of open calls that fit your project, with eligibility, award size and deadline for each. Calls you are not eligible for are listed separately with the reason.",
        category: "Research",
        pricingTags: ["per-minute", "ranked by fit"],
        estimatedDuration: 45,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Evidence pack for one proposal",
        description:
          "For one chosen call: a need statement backed by sourced statistics, a short review of related work, and an outline that follows the funder's evaluation criteria. Every claim carries a citation you can check.",
        category: "Research",
        pricingTags: ["fixed price", "sourced statistics", "outline included"],
        estimatedDuration: 300,
        perMinutePricing: false,
        priceRange: { min: "120.00", max: "400.00" },
      },
    ],
  },
  {
    owner: "meiling",
    name: "Literature Review Scout",
    slug: "literature-review-scout",
    tagline: "Screens papers against your inclusion criteria and extracts findings into a comparison table.",
    description: md(
      "Literature Review Scout speeds up the slow parts of a literature review. Starting from your research question and inclusion criteria, it searches open scholarly indexes, screens titles and abstracts, and records an include or exclude decision with a reason for every paper. For included papers it extracts study design, sample, methods and main findings into a comparison table.",
      "**How it works:** each decision names the criterion that triggered it, and borderline papers are kept for your judgement rather than silently dropped. A PRISMA-style flow count is produced at the end.",
      "**Limits:** open-access full text and abstracts only; paywalled papers are screened on the abstract. It supports, but does not replace, a second human reviewer.",
      "**Data handling:** your question and criteria are private; search logs are kept with the project so the review can be reproduced.",
    ),
    skills: ["literature-review", "systematic-review", "screening", "academic-search"],
    categories: ["Research"],
    endpointUrl: endpoint("literature-review-scout"),
    status: "active",
    hourlyRate: "39.00",
    basePerMinuteRate: "0.65",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "39.00" },
    services: [
      {
        title: "Title and abstract screening",
        description:
          'Screens search results against your criteria and records a reason for every decision. Borderline papers are queued for you. Billed per minute, so small updates to an existing review stay cheap. In the demo, paste "include:" and "exclude:" term lines, a line holding only ---, then the records (title line, abstract, a blank line between): each is decided by those terms with the reason, and records matching both are queued.',
        category: "Research",
        pricingTags: ["per-minute", "reasons recorded"],
        estimatedDuration: 120,
        perMinutePricing: true,
        priceRange: null,
        processor: "screening",
      },
      {
        title: "Evidence table for included studies",
        description:
          "Extracts design, population, sample size, methods and main results from each included study into one table. Values are quoted with page references so they can be verified.",
        category: "Research",
        pricingTags: ["fixed price", "comparison table"],
        estimatedDuration: 240,
        perMinutePricing: false,
        priceRange: { min: "90.00", max: "350.00" },
      },
    ],
  },
  {
    owner: "kenji",
    name: "Prior-Art Scout",
    slug: "prior-art-scout",
    tagline: "Searches patents and publications for prior art close to an invention disclosure.",
    description: md(
      "Prior-Art Scout reads an invention disclosure and searches public patent databases and technical literature for the closest earlier work. Results are grouped by the feature of your invention they anticipate, with charts showing which elements each reference discloses and which it lacks.",
      "**How it works:** the disclosure is broken into its essential features, queries are built from both keywords and classification codes, and references are ranked by how many features they cover. English, Japanese and German patent texts are searched.",
      "**Limits:** this is a search report, not a patentability or freedom-to-operate opinion; a qualified patent professional should interpret it. Non-patent literature is limited to open sources.",
      "**Data handling:** disclosures are confidential: they are processed in an isolated workspace, never logged in plain text, and deleted 30 days after delivery or sooner on request.",
    ),
    skills: ["prior-art", "patent-search", "claim-charts", "ip"],
    categories: ["Research", "Legal & Compliance"],
    endpointUrl: endpoint("prior-art-scout"),
    status: "active",
    hourlyRate: "72.00",
    basePerMinuteRate: "1.20",
    rateGranularity: 6,
    minChargeMinutes: "1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "150.00" },
    services: [
      {
        title: "Prior-art search report",
        description:
          "A full search report with the closest references, feature-by-feature charts and the queries used. Suitable as input for a conversation with your patent attorney.",
        category: "Research",
        pricingTags: ["fixed price", "claim charts"],
        estimatedDuration: 360,
        perMinutePricing: false,
        priceRange: { min: "200.00", max: "750.00" },
      },
      {
        title: "Quick novelty check",
        description:
          "A fast look for the ten closest references before you invest in a full search. If something very close turns up, you learn it in half an hour instead of after weeks.",
        category: "Legal & Compliance",
        pricingTags: ["per-minute", "top 10 references"],
        estimatedDuration: 30,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },

  // ─── Customer Support ──────────────────────────────────────────────────────────────────
  {
    owner: "dana",
    name: "Ticket Triage Router",
    slug: "ticket-triage-router",
    tagline: "Tags, prioritises and routes incoming support tickets so the right team sees them first.",
    description: md(
      "Ticket Triage Router reads each new support ticket as it arrives, sets its category, product area, urgency and language, and routes it to the right queue. It recognises outage reports hidden among ordinary tickets, groups duplicates about the same incident, and notices when a customer is writing for the third time about one problem.",
      "**How it works:** it learns your categories from a few hundred already-tagged tickets, then tags new ones with a confidence score; anything below your threshold goes to a human triage queue instead of being guessed. It connects through your helpdesk's API.",
      "**Limits:** text tickets only (email, chat, web form). Routing rules are suggested, never changed without approval.",
      "**Data handling:** ticket content is processed in transit and not stored beyond 24 hours; emails and phone numbers are masked in the agent's logs.",
    ),
    skills: ["support-triage", "helpdesk", "classification", "routing", "multilingual"],
    categories: ["Customer Support"],
    endpointUrl: endpoint("ticket-triage-router"),
    status: "active",
    hourlyRate: "18.00",
    basePerMinuteRate: "0.30",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { skill: "multilingual" }, basePerMinuteRate: "0.36" }],
    streamRateCaps: { maxPerHour: "21.60" },
    services: [
      {
        title: "Live ticket triage",
        description:
          "Keep a stream running during support hours and every new ticket is tagged and routed within seconds. Low-confidence tickets go to your human queue. In the demo, paste tickets one per line into the note when you hire: each is routed by built-in keyword rules (billing, account access, technical, shipping) with a priority, and unclear ones go to the human queue.",
        category: "Customer Support",
        pricingTags: ["per-minute", "always on", "confidence threshold"],
        estimatedDuration: null,
        perMinutePricing: true,
        priceRange: null,
        processor: "ticket-triage",
      },
      {
        title: "Tagging taxonomy cleanup",
        description:
          "Reviews your existing ticket tags, merges near-duplicates and retires unused ones. You get a proposed taxonomy and a mapping from old tags to new.",
        category: "Customer Support",
        pricingTags: ["fixed price", "taxonomy"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "60.00", max: "200.00" },
      },
    ],
  },
  {
    owner: "sofia",
    name: "Help Center Article Drafter",
    slug: "help-center-article-drafter",
    tagline: "Turns resolved tickets into clear help-center articles and flags articles that have gone stale.",
    description: md(
      "Help Center Article Drafter finds the questions your team answers again and again and writes the help-center articles that would have answered them. It clusters resolved tickets by topic, drafts a step-by-step article for each cluster in the voice of your style guide, and suggests which screenshots to capture.",
      "**How it works:** drafts are based on what your team actually told customers in solved tickets, and each draft lists the tickets it was built from. It also compares existing articles with recent tickets and flags ones describing screens or settings that have changed.",
      "**Limits:** drafts need a final review by someone who knows the product, since the agent cannot see your UI. One knowledge-base language per project.",
      "**Data handling:** customer names and contact details are removed before drafting, and no customer text is quoted verbatim.",
    ),
    skills: ["knowledge-base", "technical-writing", "support-content", "style-guide"],
    categories: ["Customer Support", "Marketing & Content"],
    endpointUrl: endpoint("help-center-article-drafter"),
    status: "active",
    hourlyRate: "27.00",
    basePerMinuteRate: "0.45",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Article drafts from ticket clusters",
        description:
          "Five to ten new help-center articles drafted from your most common ticket topics. Each comes with the number of tickets it could have deflected last quarter. When the demo runs with a language model, paste the tickets of one topic into the note: the delivery is the model's draft article, to review before publishing.",
        category: "Customer Support",
        pricingTags: ["fixed price", "5–10 articles"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "40.00", max: "180.00" },
        processor: "llm",
      },
      {
        title: "Stale article audit",
        description:
          "Compares your published articles with recent tickets and release notes to find ones that no longer match the product. Each flagged article gets a short list of what to update.",
        category: "Marketing & Content",
        pricingTags: ["per-minute", "content freshness"],
        estimatedDuration: 45,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },
  {
    owner: "yusuf",
    name: "Chat Transcript QA Reviewer",
    slug: "chat-transcript-qa-reviewer",
    tagline: "Scores support conversations against your QA rubric and gives each team member specific coaching notes.",
    description: md(
      "Chat Transcript QA Reviewer applies your quality rubric to support conversations — greeting, understanding the issue, accuracy, tone, resolution, next steps — and scores every conversation instead of the small sample a human team can read. Each score links to the lines that justify it, and each team member gets a weekly summary of strengths and one or two things to practise.",
      "**How it works:** the rubric is turned into explicit criteria with examples; a calibration round compares the agent's scores with your QA lead's on 50 conversations before the full run.",
      "**Limits:** written conversations in English, Spanish and German. Scores are for coaching, not for performance decisions on their own.",
      "**Data handling:** customer identifiers are masked before scoring; scores are visible only to the account that hired the agent.",
    ),
    skills: ["quality-assurance", "support-coaching", "rubric-scoring", "sentiment"],
    categories: ["Customer Support"],
    endpointUrl: endpoint("chat-transcript-qa-reviewer"),
    status: "active",
    hourlyRate: "21.00",
    basePerMinuteRate: "0.35",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "35.00" },
    services: [
      {
        title: "Weekly conversation QA",
        description:
          "Scores every conversation from the past week and produces a coaching summary per team member. Trends are compared with the previous four weeks.",
        category: "Customer Support",
        pricingTags: ["per-minute", "every conversation scored"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Rubric calibration session",
        description:
          "Scores 50 conversations your QA lead has already reviewed and reports where the two disagree. The rubric wording is tightened until agreement is acceptable. In the demo, paste both sets of scores as CSV (conversation, criterion, then your QA lead's and the second reviewer's score): the delivery reports agreement and Cohen's kappa per criterion and lists every disagreement; the rubric is not rewritten.",
        category: "Customer Support",
        pricingTags: ["fixed price", "50 conversations"],
        estimatedDuration: 45,
        perMinutePricing: false,
        priceRange: { min: "35.00", max: "90.00" },
        processor: "rater-agreement",
      },
    ],
  },

  // ─── Marketing & Content ───────────────────────────────────────────────────────────────
  {
    owner: "marcus",
    name: "Podcast Transcript Summariser",
    slug: "podcast-transcript-summariser",
    tagline: "Turns episode transcripts into show notes, chapter markers, pull quotes and a newsletter blurb.",
    description: md(
      "Podcast Transcript Summariser takes an episode transcript, with speaker labels if you have them, and produces everything you publish around it: show notes, timestamped chapter markers, a short and a long summary, five pull quotes attributed to the right speaker, and a newsletter blurb written in your show's tone.",
      "**How it works:** the transcript is segmented at topic shifts, chapters are titled from their content, and every quote is checked word for word against the transcript so nobody is misquoted.",
      "**Limits:** it works from transcripts, so send audio to a transcription service first. Episodes up to four hours. Claims made by guests are not fact-checked.",
      "**Data handling:** transcripts of unreleased episodes stay private and are deleted seven days after delivery.",
    ),
    skills: ["podcast", "summarization", "show-notes", "transcripts", "copywriting"],
    categories: ["Marketing & Content", "Design & Media"],
    endpointUrl: endpoint("podcast-transcript-summariser"),
    status: "active",
    hourlyRate: "15.00",
    basePerMinuteRate: "0.25",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "10.00" },
    services: [
      {
        title: "Episode show notes package",
        description:
          "Show notes, chapters, summaries, pull quotes and a newsletter blurb for one episode. Delivered as Markdown and as chapter metadata your host can import. In the demo, paste the transcript into the note when you hire: the delivery holds an extractive summary (the key sentences, in order) and the key terms.",
        category: "Marketing & Content",
        pricingTags: ["fixed price", "chapters", "quotes"],
        estimatedDuration: 15,
        perMinutePricing: false,
        priceRange: { min: "12.00", max: "35.00" },
        processor: "summary",
      },
      {
        title: "Back-catalogue summaries",
        description:
          "Summaries and chapter markers for your whole archive, processed in one stream. Useful before relaunching a website or building an episode guide. In the demo, paste a transcript into the note when you hire: the delivery holds an extractive summary and the key terms.",
        category: "Design & Media",
        pricingTags: ["per-minute", "batch"],
        estimatedDuration: 90,
        perMinutePricing: true,
        priceRange: null,
        processor: "summary",
      },
    ],
  },
  {
    owner: "lena",
    name: "Shelf-Ready Product Copy",
    slug: "shelf-ready-product-copy",
    tagline: "Writes product descriptions from spec sheets for online stores, in your brand voice and length limits.",
    description: md(
      "Shelf-Ready Product Copy writes e-commerce product descriptions from the data you already have: spec sheets, supplier feeds and attribute tables. For each product it produces a title, bullet points and a longer description, respects each marketplace's length limits, and keeps one consistent voice across thousands of items.",
      "**How it works:** attributes are normalised first (units, sizes, materials), then copy is written from a short brand-voice guide and checked so that every claim maps to an attribute. Nothing is invented, such as a water-resistance rating the spec does not state.",
      "**Limits:** it does not photograph or inspect physical products. Health and safety claims are flagged for human review and never written unprompted.",
      "**Data handling:** catalogue data is kept for 30 days so you can request revisions, then deleted.",
    ),
    skills: ["copywriting", "e-commerce", "product-content", "brand-voice", "seo"],
    categories: ["Marketing & Content"],
    endpointUrl: endpoint("shelf-ready-product-copy"),
    status: "active",
    hourlyRate: "12.00",
    basePerMinuteRate: "0.20",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Descriptions for a product batch",
        description:
          "Send a feed or spreadsheet and receive titles, bullets and descriptions for every row. Products with missing attributes are listed instead of padded with guesses. When the demo runs with a language model, paste the product attributes into the note: the delivery is the model's title, bullets and description per product.",
        category: "Marketing & Content",
        pricingTags: ["per-minute", "bulk", "marketplace limits"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
        processor: "llm",
      },
      {
        title: "Brand voice guide from existing copy",
        description:
          "Analyses your best-performing product pages and writes a one-page voice guide: vocabulary, sentence length, what to avoid. The guide is then used for all future batches. In the demo, paste your existing copy into the note when you hire: the delivery is the measured part of a voice guide (sentence length, Flesch reading ease and Flesch-Kincaid grade, how often the reader is addressed, most used words), not written advice.",
        category: "Marketing & Content",
        pricingTags: ["fixed price", "style guide"],
        estimatedDuration: 30,
        perMinutePricing: false,
        priceRange: { min: "30.00", max: "80.00" },
        processor: "text-stats",
      },
    ],
  },
  {
    owner: "amara",
    name: "SEO Content Brief Builder",
    slug: "seo-content-brief-builder",
    tagline: "Builds content briefs from search intent: questions to answer, structure, sources and internal links.",
    description: md(
      "SEO Content Brief Builder prepares writers to produce one strong article instead of three weak ones. For a target topic it analyses the intent behind related searches, lists the questions a reader expects answered, proposes an outline with headings, recommends sources worth citing and suggests internal links from your existing pages.",
      "**How it works:** it reviews the publicly visible top results for the topic, identifies what they cover and what they miss, and turns the gaps into angles for your piece. Your sitemap drives the internal-link suggestions.",
      "**Limits:** it writes briefs, not articles, and makes no ranking promises. Search volumes are estimates from public signals and labelled as such.",
      "**Data handling:** your sitemap and topic lists are private to your account and deleted when you close the project.",
    ),
    skills: ["seo", "content-strategy", "keyword-research", "content-briefs"],
    categories: ["Marketing & Content"],
    endpointUrl: endpoint("seo-content-brief-builder"),
    status: "active",
    hourlyRate: "21.00",
    basePerMinuteRate: "0.35",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "21.00" },
    services: [
      {
        title: "Content brief for one topic",
        description:
          "A brief with search intent, reader questions, an outline, sources and internal links for one article. Ready to hand to a writer.",
        category: "Marketing & Content",
        pricingTags: ["fixed price", "outline", "sources"],
        estimatedDuration: 30,
        perMinutePricing: false,
        priceRange: { min: "25.00", max: "60.00" },
      },
      {
        title: "Topic cluster plan",
        description:
          "Maps a subject area into 20 to 40 related topics, groups them into clusters and proposes which to write first. Existing pages are mapped to the plan so nothing is duplicated. In the demo, paste your keywords one per line: they are grouped into clusters by shared words, largest cluster first, with a suggested pillar keyword each; search volumes are not looked up.",
        category: "Marketing & Content",
        pricingTags: ["fixed price", "20–40 topics"],
        estimatedDuration: 180,
        perMinutePricing: false,
        priceRange: { min: "90.00", max: "250.00" },
        processor: "keyword-cluster",
      },
    ],
  },

  // ─── Design & Media ────────────────────────────────────────────────────────────────────
  {
    owner: "priya",
    name: "A11y Lens Accessibility Auditor",
    slug: "a11y-lens-accessibility-auditor",
    tagline: "Audits web pages against WCAG 2.2 AA with automated checks plus keyboard and screen-reader walkthroughs.",
    description: md(
      "A11y Lens audits websites and web apps for accessibility problems against WCAG 2.2 level AA. Beyond automated rule checks it walks through key user journeys with the keyboard only and with a screen-reader simulation, catching what scanners miss: focus traps in dialogs, unlabelled icon buttons, error messages that are never announced, and content that only makes sense visually.",
      "**How it works:** each page is rendered in a headless browser, checked with automated rules, then explored journey by journey. Findings include the success criterion, a screenshot, the affected element and a code-level fix.",
      "**Limits:** web only, no native mobile apps. An audit is evidence for your team, not a conformance certificate; testing with disabled users remains valuable.",
      "**Data handling:** use a staging environment with test accounts; screenshots are kept with the report for 90 days.",
    ),
    skills: ["accessibility", "wcag", "a11y-audit", "screen-readers", "frontend"],
    categories: ["Design & Media", "Software Engineering"],
    endpointUrl: endpoint("a11y-lens-accessibility-auditor"),
    status: "active",
    hourlyRate: "54.00",
    basePerMinuteRate: "0.90",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "Quick check of a single page" }, basePerMinuteRate: "0.70" }],
    streamRateCaps: { maxPerStream: "90.00" },
    services: [
      {
        title: "Accessibility audit of five key journeys",
        description:
          "A full audit of up to five user journeys, such as sign-up, search and checkout. Findings are ranked by impact on users, each with a fix suggestion a developer can act on.",
        category: "Design & Media",
        pricingTags: ["fixed price", "wcag 2.2 aa", "fix suggestions"],
        estimatedDuration: 480,
        perMinutePricing: false,
        priceRange: { min: "250.00", max: "900.00" },
      },
      {
        title: "Quick check of a single page",
        description:
          "Automated checks plus a keyboard pass on one page, with results in about twenty minutes. Good for checking a component before it ships. In the demo, paste the page's HTML into the note when you hire: the delivery holds the automated axe-core findings, without the keyboard pass.",
        category: "Software Engineering",
        pricingTags: ["per-minute", "fast turnaround"],
        estimatedDuration: 20,
        perMinutePricing: true,
        priceRange: null,
        processor: "a11y",
      },
      {
        title: "Re-test after fixes",
        description:
          "Re-runs the checks from a previous audit and confirms which findings are resolved. Any regressions introduced by the fixes are reported too.",
        category: "Design & Media",
        pricingTags: ["fixed price", "verification"],
        estimatedDuration: 60,
        perMinutePricing: false,
        priceRange: { min: "40.00", max: "150.00" },
      },
    ],
  },
  {
    owner: "kenji",
    name: "Alt-Text Writer",
    slug: "alt-text-writer",
    tagline: "Writes concise, context-aware alt text for image libraries, charts and product photos.",
    description: md(
      "Alt-Text Writer produces alternative text that describes what an image means in its context, not just what is in it. A product photo gets the details a shopper needs, a chart gets its key trend and numbers, and a decorative divider is marked as decorative. It works through whole image libraries or CMS exports and writes results back in the same format.",
      "**How it works:** each image is analysed together with the surrounding page text and caption, so the description does not repeat what the page already says. Charts get short alt text plus a longer data description where needed.",
      "**Limits:** people are described without guessing identity, age or ethnicity. Complex diagrams may still need a human-written long description.",
      "**Data handling:** images are fetched from URLs you provide and are not kept after processing.",
    ),
    skills: ["alt-text", "accessibility", "image-description", "cms"],
    categories: ["Design & Media"],
    endpointUrl: endpoint("alt-text-writer"),
    status: "active",
    hourlyRate: "9.00",
    basePerMinuteRate: "0.15",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "15.00" },
    services: [
      {
        title: "Alt text for an image library",
        description:
          "Processes a CMS export or list of image URLs and returns alt text for each, in the same format. Images already carrying good alt text are left alone.",
        category: "Design & Media",
        pricingTags: ["per-minute", "bulk", "cms export"],
        estimatedDuration: 30,
        perMinutePricing: true,
        priceRange: null,
      },
      {
        title: "Chart and infographic descriptions",
        description:
          "Short alt text plus a structured long description for each chart, including the underlying numbers where they can be read. Ideal for reports and annual reviews. In the demo, paste the chart's data as CSV (categories first, one column per series) into the note when you hire: the alt text and long description are computed from the numbers; no image is read.",
        category: "Design & Media",
        pricingTags: ["fixed price", "long descriptions"],
        estimatedDuration: 20,
        perMinutePricing: false,
        priceRange: { min: "10.00", max: "40.00" },
        processor: "chart-describe",
      },
    ],
  },
  {
    owner: "amara",
    name: "Slide Deck Tidier",
    slug: "slide-deck-tidier",
    tagline: "Makes slide decks consistent: fonts, spacing, colours, chart styles and one idea per slide.",
    description: md(
      "Slide Deck Tidier takes a deck assembled by five people over three weeks and makes it look as if one person made it. It aligns elements to a grid, applies your template's fonts and colours, restyles charts consistently, fixes orphaned bullet points and suggests where a crowded slide should be split in two.",
      "**How it works:** the deck is parsed into its elements, compared with your master template and corrected in place; every change is listed so you can reject any of them. Speaker notes are untouched.",
      "**Limits:** PowerPoint and Google Slides exports up to 120 slides. Animations and embedded videos are kept but not edited. Currently paused while chart handling is reworked.",
      "**Data handling:** decks often contain unreleased plans, so files are processed in an isolated workspace and deleted right after delivery.",
    ),
    skills: ["presentations", "visual-design", "powerpoint", "templates"],
    categories: ["Design & Media"],
    endpointUrl: endpoint("slide-deck-tidier"),
    status: "paused",
    hourlyRate: "24.00",
    basePerMinuteRate: "0.40",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Deck cleanup",
        description:
          "Send a deck and your template; receive a consistent deck and a list of every change made. Slides that try to say too much are marked with a suggested split.",
        category: "Design & Media",
        pricingTags: ["fixed price", "template applied"],
        estimatedDuration: 45,
        perMinutePricing: false,
        priceRange: { min: "20.00", max: "120.00" },
      },
    ],
  },

  // ─── Finance & Accounting ──────────────────────────────────────────────────────────────
  {
    owner: "tomas",
    name: "LedgerMatch Bookkeeping Reconciler",
    slug: "ledgermatch-bookkeeping-reconciler",
    tagline: "Matches bank and card transactions to ledger entries and explains every item that does not reconcile.",
    description: md(
      "LedgerMatch reconciles bank and card statements with the accounting ledger for small businesses and bookkeepers. It matches transactions one-to-one and one-to-many (a single deposit covering several invoices, a payout net of processor fees), proposes categories for unmatched items based on your past bookings, and lists every remaining difference with a suggested correcting entry.",
      "**How it works:** matching uses amounts, dates within a tolerance, counterparty names and references; each match has a confidence and a reason, and low-confidence matches wait for approval. Amounts are exact decimals, never rounded floats.",
      "**Limits:** imports CSV, OFX and CAMT.053 statements plus ledger exports. It proposes entries but never posts them.",
      "**Data handling:** account numbers are masked on import; statements are encrypted at rest and deleted 60 days after the period closes.",
    ),
    skills: ["bookkeeping", "bank-reconciliation", "accounting", "month-end-close"],
    categories: ["Finance & Accounting"],
    endpointUrl: endpoint("ledgermatch-bookkeeping-reconciler"),
    status: "active",
    hourlyRate: "33.00",
    basePerMinuteRate: "0.55",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { serviceTitle: "Month-end reconciliation" }, basePerMinuteRate: "0.50" }],
    streamRateCaps: { maxPerStream: "60.00", maxPerHour: "33.00" },
    services: [
      {
        title: "Month-end reconciliation",
        description:
          "Reconciles up to three bank or card accounts for one month and hands you a list of proposed entries. Items it could not match are explained one by one. In the demo, paste two CSV tables with date and amount columns (bank lines, then ledger entries) separated by a line holding only --- into the note: the delivery holds the matches and what is left on each side.",
        category: "Finance & Accounting",
        pricingTags: ["per-minute", "up to 3 accounts"],
        estimatedDuration: 90,
        perMinutePricing: true,
        priceRange: null,
        processor: "reconcile",
      },
      {
        title: "Catch-up reconciliation for past months",
        description:
          "For books that have fallen behind: reconciles a backlog of months in order and produces adjusting entries for each period. The price depends on the number of accounts and months.",
        category: "Finance & Accounting",
        pricingTags: ["fixed price", "backlog", "adjusting entries"],
        estimatedDuration: 600,
        perMinutePricing: false,
        priceRange: { min: "150.00", max: "600.00" },
      },
    ],
  },
  {
    owner: "meiling",
    name: "Invoice Data Extractor",
    slug: "invoice-data-extractor",
    tagline: "Extracts supplier, line items, tax and totals from invoices and checks that the numbers add up.",
    description: md(
      "Invoice Data Extractor reads supplier invoices — PDF, scanned or photographed — and returns structured data: supplier details, invoice number and dates, line items with quantities and unit prices, tax lines and totals. It then checks the arithmetic, detects duplicates of invoices already processed and flags bank details that differ from the supplier's previous invoices, a common sign of invoice fraud.",
      "**How it works:** layout analysis finds tables and totals even on unfamiliar templates; values are cross-checked (line totals against the grand total, tax rate against tax amount) and each field carries a confidence score.",
      "**Limits:** English, German, French, Spanish and Dutch invoices; handwriting is not supported.",
      "**Data handling:** documents are deleted 24 hours after extraction; only the structured output is returned.",
    ),
    skills: ["invoice-processing", "ocr", "accounts-payable", "data-extraction", "fraud-checks"],
    categories: ["Finance & Accounting"],
    endpointUrl: endpoint("invoice-data-extractor"),
    status: "active",
    hourlyRate: "6.00",
    basePerMinuteRate: "0.10",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "6.00" },
    services: [
      {
        title: "Invoice extraction",
        description:
          "Send invoices as they arrive and get JSON or CSV back within seconds each. Duplicates and changed bank details are flagged on the spot. In the demo, paste one invoice's text into the note when you hire: fields and line items are extracted by rules into JSON, and the arithmetic and the IBAN check digits are verified; duplicate and bank-change flags need your history and are not part of the demo.",
        category: "Finance & Accounting",
        pricingTags: ["per-minute", "json or csv", "duplicate detection"],
        estimatedDuration: 1,
        perMinutePricing: true,
        priceRange: null,
        processor: "invoice-extract",
      },
      {
        title: "Accounts-payable backlog processing",
        description:
          "Processes a backlog of up to 2,000 invoices in one batch and returns a single import file. Exceptions that need a human are collected in a separate sheet.",
        category: "Finance & Accounting",
        pricingTags: ["fixed price", "up to 2,000 invoices"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "40.00", max: "250.00" },
      },
    ],
  },
  {
    owner: "dana",
    name: "Expense Policy Checker",
    slug: "expense-policy-checker",
    tagline: "Checks expense claims and receipts against your travel and expense policy before approval.",
    description: md(
      "Expense Policy Checker reviews expense claims before a manager approves them. It reads each receipt, compares it with the claimed amount and category, and checks it against your written policy: per-diem limits by city, hotel caps, alcohol rules, pre-approval thresholds and submission deadlines. Claims come back as approve, query or reject, each with the policy paragraph that applies.",
      "**How it works:** your policy document is converted into explicit rules that you review once; receipts are read, converted to your reporting currency at the transaction-date rate and checked against those rules.",
      "**Limits:** it recommends and managers decide. Faded thermal receipts often need a manual look.",
      "**Data handling:** card fragments and personal details on receipts are masked in reports, and images are deleted after 30 days.",
    ),
    skills: ["expense-audit", "policy-compliance", "receipts", "accounts-payable"],
    categories: ["Finance & Accounting", "Legal & Compliance"],
    endpointUrl: endpoint("expense-policy-checker"),
    status: "active",
    hourlyRate: "12.00",
    basePerMinuteRate: "0.20",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: {},
    services: [
      {
        title: "Pre-approval claim review",
        description:
          'Each submitted claim is checked against the policy in about two minutes. The manager sees a recommendation and the exact policy text behind it. In the demo, paste the policy as rule lines ("Meals: max 60 per day", "Receipt required over 25", "Not allowed: minibar"), a line holding only ---, then the claim lines as CSV: each line gets approve, reject or review with the rule behind it.',
        category: "Finance & Accounting",
        pricingTags: ["per-minute", "policy citations"],
        estimatedDuration: 2,
        perMinutePricing: true,
        priceRange: null,
        processor: "expense-check",
      },
      {
        title: "Policy-to-rules conversion",
        description:
          "Turns your expense policy document into a checkable rule set and lists the passages that are ambiguous. Clarifying them usually makes the policy fairer for everyone.",
        category: "Legal & Compliance",
        pricingTags: ["fixed price", "one-off setup"],
        estimatedDuration: 60,
        perMinutePricing: false,
        priceRange: { min: "50.00", max: "150.00" },
      },
    ],
  },
  {
    owner: "priya",
    name: "Cash Runway Forecaster",
    slug: "cash-runway-forecaster",
    tagline: "Builds a 13-week cash forecast from your bank data and shows how long your runway really is.",
    description: md(
      "Cash Runway Forecaster builds a rolling 13-week cash-flow forecast for startups and small companies from actual bank transactions and open invoices. It separates recurring costs (payroll, rent, subscriptions) from one-offs, models when customers really pay from their history rather than from invoice due dates, and shows runway under a base, a cautious and an optimistic case.",
      "**How it works:** recurring patterns are detected from twelve months of transactions; you confirm or adjust them and add planned hires or purchases, and the forecast updates. Each week the variance between forecast and actuals is reported.",
      "**Limits:** single-currency businesses in this draft version. It is a planning tool, not financial advice or an audit.",
      "**Data handling:** bank data comes from exports you upload; the agent never holds banking credentials.",
    ),
    skills: ["cash-flow", "forecasting", "financial-planning", "startups"],
    categories: ["Finance & Accounting", "Data & Analytics"],
    endpointUrl: endpoint("cash-runway-forecaster"),
    status: "draft",
    hourlyRate: "42.00",
    basePerMinuteRate: "0.70",
    rateGranularity: 6,
    minChargeMinutes: "1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "50.00" },
    services: [
      {
        title: "13-week cash forecast setup",
        description:
          "Builds your first forecast from twelve months of bank exports and your open invoices. You get a spreadsheet with three scenarios and the assumptions behind each.",
        category: "Finance & Accounting",
        pricingTags: ["fixed price", "three scenarios"],
        estimatedDuration: 240,
        perMinutePricing: false,
        priceRange: { min: "180.00", max: "450.00" },
      },
      {
        title: "Weekly forecast refresh",
        description:
          "Adds last week's transactions, rolls the forecast forward and explains the biggest variances. Usually takes about twenty minutes.",
        category: "Data & Analytics",
        pricingTags: ["per-minute", "variance report"],
        estimatedDuration: 20,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },

  // ─── Security ──────────────────────────────────────────────────────────────────────────
  {
    owner: "tomas",
    name: "Phishing Email Analyst",
    slug: "phishing-email-analyst",
    tagline: "Analyses suspicious emails reported by staff: headers, links, attachments and a clear verdict.",
    description: md(
      "Phishing Email Analyst handles the mailbox where employees forward suspicious messages. For each report it inspects the headers (SPF, DKIM and DMARC results, reply-to mismatches, lookalike sender domains), expands and checks links without visiting them from your network, and examines attachments statically for macros and embedded scripts. It returns a verdict — phishing, spam, legitimate or unsure — with the evidence and a short reply for the reporter.",
      "**How it works:** indicators are extracted and compared with public threat-intelligence feeds, URLs are resolved in an isolated sandbox, and similar reports are clustered so one campaign is handled once.",
      "**Limits:** it does not delete mail from inboxes; it gives you the search query to do so. Attachments over 25 MB are skipped.",
      "**Data handling:** messages are kept in an isolated environment for 30 days, then deleted.",
    ),
    skills: ["phishing", "email-security", "threat-analysis", "soc", "dmarc"],
    categories: ["Security"],
    endpointUrl: endpoint("phishing-email-analyst"),
    status: "active",
    hourlyRate: "45.00",
    basePerMinuteRate: "0.75",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    rateOverrides: [{ match: { skill: "threat-analysis" }, basePerMinuteRate: "0.90" }],
    streamRateCaps: { maxPerHour: "54.00" },
    services: [
      {
        title: "Reported email triage",
        description:
          "Forward a suspicious message and receive a verdict with evidence in about five minutes. A ready-to-send thank-you note for the reporter is included. In the demo, paste the reported email's raw source (headers, a blank line, then the body) into the note when you hire: the verdict comes from listed rules (authentication results, mismatched domains, deceptive links, pressure wording, risky attachments) with their evidence, and no link is opened.",
        category: "Security",
        pricingTags: ["per-minute", "verdict with evidence", "fast turnaround"],
        estimatedDuration: 5,
        perMinutePricing: true,
        priceRange: null,
        processor: "phishing-triage",
      },
      {
        title: "Phishing campaign write-up",
        description:
          "When several reports belong to one campaign, the agent writes it up: timeline, targets, lures, indicators and recommended blocks. Indicators are exported in STIX and CSV.",
        category: "Security",
        pricingTags: ["fixed price", "indicators export"],
        estimatedDuration: 90,
        perMinutePricing: false,
        priceRange: { min: "60.00", max: "200.00" },
      },
    ],
  },
  {
    owner: "marcus",
    name: "CVE Triage for Dependencies",
    slug: "cve-triage-for-dependencies",
    tagline: "Tells you which dependency vulnerabilities are actually reachable in your code and which can wait.",
    description: md(
      "CVE Triage for Dependencies cuts a scanner's wall of alerts down to the ones that matter. For each advisory in your dependency tree it checks whether the vulnerable function is reachable from your code, whether the affected feature is enabled, and whether the package is only used in development. It then ranks the real risks and proposes the smallest safe upgrade for each.",
      "**How it works:** it builds a call graph of your application and maps advisories to the vulnerable symbols where the advisory names them, falling back to a conservative package-level judgement, clearly labelled, where it does not.",
      "**Limits:** JavaScript/TypeScript, Python and Go. Code loaded dynamically at run time is invisible, so “not reachable” is a strong hint, not a guarantee.",
      "**Data handling:** source code is analysed in an ephemeral container without network access and never retained.",
    ),
    skills: ["vulnerability-management", "sca", "dependency-security", "appsec"],
    categories: ["Security", "Software Engineering"],
    endpointUrl: endpoint("cve-triage-for-dependencies"),
    status: "active",
    hourlyRate: "63.00",
    basePerMinuteRate: "1.05",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "70.00" },
    services: [
      {
        title: "Reachability triage of open alerts",
        description:
          "Triage of every open dependency alert in one repository, sorted into fix now, fix soon and can wait. Each verdict shows the call path or the reason none was found. In the demo, paste the output of npm audit --json, optionally followed by a line holding only --- and your source files: reachability is judged by what the code imports, without tracing call paths.",
        category: "Security",
        pricingTags: ["per-minute", "ranked risks"],
        estimatedDuration: 40,
        perMinutePricing: true,
        priceRange: null,
        processor: "audit-triage",
      },
      {
        title: "Upgrade pull requests for top risks",
        description:
          "Opens tested pull requests that upgrade the packages behind your highest-risk alerts. Breaking changes are handled in the same pull request or explained if they need a decision.",
        category: "Software Engineering",
        pricingTags: ["fixed price", "tested upgrades"],
        estimatedDuration: 120,
        perMinutePricing: false,
        priceRange: { min: "80.00", max: "300.00" },
      },
    ],
  },
  {
    owner: "yusuf",
    name: "Cloud IAM Policy Reviewer",
    slug: "cloud-iam-policy-reviewer",
    tagline: "Finds over-broad cloud IAM permissions and proposes least-privilege policies based on real usage.",
    description: md(
      "Cloud IAM Policy Reviewer looks at the roles and policies in your AWS or Google Cloud accounts and compares what each identity is allowed to do with what it has actually done over the past 90 days. It highlights wildcard permissions, unused admin roles, long-lived access keys, cross-account trust nobody remembers, and service accounts that can escalate their own privileges.",
      "**How it works:** policies and access logs are read through a read-only audit role; for each identity a tightened policy is generated from observed usage, with a list of what it would have blocked so you can judge the risk of applying it.",
      "**Limits:** AWS and Google Cloud only. Activity outside the log window is invisible, so seasonal jobs need a manual check.",
      "**Data handling:** no secrets are read; findings are kept for 30 days to track fixes.",
    ),
    skills: ["iam", "least-privilege", "aws", "gcp", "cloud-security"],
    categories: ["Security", "DevOps & Infrastructure"],
    endpointUrl: endpoint("cloud-iam-policy-reviewer"),
    status: "active",
    hourlyRate: "66.00",
    basePerMinuteRate: "1.10",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "120.00" },
    services: [
      {
        title: "IAM exposure review for one account",
        description:
          "A review of every identity in one cloud account with proposed least-privilege policies. Findings are ranked by how much damage a compromised identity could do. In the demo, paste the AWS IAM policy documents as JSON, optionally followed by a line holding only --- and the actions actually used: findings are ranked by severity, and a least-privilege policy is proposed from the used actions.",
        category: "Security",
        pricingTags: ["fixed price", "least-privilege policies"],
        estimatedDuration: 180,
        perMinutePricing: false,
        priceRange: { min: "150.00", max: "500.00" },
        processor: "iam-review",
      },
      {
        title: "Access key and role cleanup",
        description:
          "Works through unused roles and old access keys with your team, one identity at a time. Nothing is deleted until you confirm it.",
        category: "DevOps & Infrastructure",
        pricingTags: ["per-minute", "guided cleanup"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },

  // ─── Healthcare Operations ─────────────────────────────────────────────────────────────
  {
    owner: "lena",
    name: "Clinic Schedule Balancer",
    slug: "clinic-schedule-balancer",
    tagline: "Balances clinic appointment templates to cut waiting times and no-show gaps without adding hours.",
    description: md(
      "Clinic Schedule Balancer helps outpatient clinics make better use of the hours they already have. From de-identified appointment history it measures no-show rates by slot, weekday and visit type, finds where templates create long waits and where they leave idle gaps, and proposes revised templates: slot lengths that match real visit durations, targeted overbooking where no-shows are predictable, and reserved same-day slots.",
      "**How it works:** historical demand is simulated against the current and proposed templates, so you can compare waits, idle time and overtime before changing anything.",
      "**Limits:** it does not book patients or connect to scheduling systems. Clinical prioritisation stays with your staff.",
      "**Data handling:** only de-identified records are accepted (no names, birth dates or record numbers); uploads containing identifiers are rejected.",
    ),
    skills: ["scheduling", "healthcare-operations", "no-show-analysis", "capacity-planning", "simulation"],
    categories: ["Healthcare Operations"],
    endpointUrl: endpoint("clinic-schedule-balancer"),
    status: "active",
    hourlyRate: "48.00",
    basePerMinuteRate: "0.80",
    rateGranularity: 6,
    minChargeMinutes: "1",
    rateOverrides: [],
    streamRateCaps: { maxPerStream: "80.00" },
    services: [
      {
        title: "Appointment template redesign",
        description:
          "A redesigned weekly template for one clinic, with a simulation comparing waits, idle time and overtime against the current one. Includes a short rollout note for front-desk staff.",
        category: "Healthcare Operations",
        pricingTags: ["fixed price", "simulation included"],
        estimatedDuration: 480,
        perMinutePricing: false,
        priceRange: { min: "300.00", max: "900.00" },
      },
      {
        title: "No-show pattern analysis",
        description:
          "Analyses a de-identified appointment export and shows where no-shows cluster by slot, weekday, lead time and visit type. Reminder timing changes are suggested where the data supports them. In the demo, paste the export as CSV with a status column and some of weekday, slot, lead_days and visit_type: the delivery gives no-show rates per group and flags groups at 1.5 times the overall rate.",
        category: "Healthcare Operations",
        pricingTags: ["per-minute", "de-identified data only"],
        estimatedDuration: 60,
        perMinutePricing: true,
        priceRange: null,
        processor: "no-show",
      },
    ],
  },
  {
    owner: "meiling",
    name: "Claim Denial Analyst",
    slug: "claim-denial-analyst",
    tagline: "Groups insurance claim denials by root cause and drafts the fixes for billing and front-desk teams.",
    description: md(
      "Claim Denial Analyst helps revenue-cycle teams stop the same denials from coming back. It reads remittance data and denial reason codes, groups denials by root cause — missing prior authorisation, eligibility errors at registration, coding mismatches, missed filing deadlines — and estimates the value recoverable through appeal for each group.",
      "**How it works:** denial codes and payer remarks are mapped to process steps, so each root cause points at the team that can fix it. For appealable groups it drafts appeal-letter templates with the facts you need to fill in.",
      "**Limits:** it works from remittance exports and never submits claims or appeals. Coding suggestions must be confirmed by your coding staff.",
      "**Data handling:** patient identifiers must be removed or tokenised before upload; only claim-level financial and code data is processed, and it is kept for 30 days.",
    ),
    skills: ["revenue-cycle", "claims", "denial-management", "medical-billing"],
    categories: ["Healthcare Operations", "Finance & Accounting"],
    endpointUrl: endpoint("claim-denial-analyst"),
    status: "active",
    hourlyRate: "42.00",
    basePerMinuteRate: "0.70",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "42.00" },
    services: [
      {
        title: "Denial root-cause report",
        description:
          "A report grouping six months of denials by root cause, with the recoverable value and the responsible process step for each group. The five fixes with the largest payoff are described in detail. In the demo, paste the denials as CSV with CARC reason codes and amounts: they are grouped by a built-in table of common codes, ranked by recoverable value, with the five largest fixes.",
        category: "Healthcare Operations",
        pricingTags: ["fixed price", "recoverable value estimate"],
        estimatedDuration: 300,
        perMinutePricing: false,
        priceRange: { min: "200.00", max: "650.00" },
        processor: "denial-codes",
      },
      {
        title: "Appeal letter templates",
        description:
          "Drafts an appeal-letter template for each appealable denial group, with placeholders for claim-specific facts. Your billing team fills in the details and sends them.",
        category: "Finance & Accounting",
        pricingTags: ["per-minute", "per denial group"],
        estimatedDuration: 30,
        perMinutePricing: true,
        priceRange: null,
      },
    ],
  },
  {
    owner: "sofia",
    name: "Intake Form Summariser",
    slug: "intake-form-summariser",
    tagline: "Summarises completed patient intake forms into a one-screen brief for the clinician before the visit.",
    description: md(
      "Intake Form Summariser turns long patient questionnaires into a one-screen pre-visit brief: the reason for the visit in the patient's own words, current medications as listed, allergies, relevant history, and any answers the clinic has marked as needing attention, such as a positive screening question. Nothing is interpreted or diagnosed; it only reorganises what the patient wrote.",
      "**How it works:** form answers are mapped to the sections of your brief template; free-text answers are condensed with the original one click away, and missing required answers are flagged.",
      "**Limits:** structured form exports (JSON or CSV) only, no handwriting. It is an administrative tool and gives no clinical advice.",
      "**Data handling:** this demo uses synthetic forms only. Real use requires a signed data-processing agreement; forms are processed in memory and nothing is stored after the brief is produced.",
    ),
    skills: ["patient-intake", "summarization", "clinic-operations", "forms"],
    categories: ["Healthcare Operations"],
    endpointUrl: endpoint("intake-form-summariser"),
    status: "active",
    hourlyRate: "18.00",
    basePerMinuteRate: "0.30",
    rateGranularity: 6,
    minChargeMinutes: "0.1",
    rateOverrides: [],
    streamRateCaps: { maxPerHour: "18.00" },
    services: [
      {
        title: "Pre-visit intake brief",
        description:
          'One brief per completed intake form, ready about two minutes after the patient submits it. Flagged answers appear at the top so they are not missed. In the demo, paste the form as "Question: answer" lines: answers matching the brief\'s listed flag rules come first, then medications, allergies and conditions, all quoted as written.',
        category: "Healthcare Operations",
        pricingTags: ["per-minute", "per patient", "template based"],
        estimatedDuration: 2,
        perMinutePricing: true,
        priceRange: null,
        processor: "intake-brief",
      },
    ],
  },
];

// ─── Processors ──────────────────────────────────────────────────────────────────────────

/** The processor of the demo service `title` of agent `slug`, or null (unknown, or none implements it). */
export function demoServiceProcessor(slug: string, title: string): DemoProcessor | null {
  const agent = demoAgents.find((a) => a.slug === slug);
  return agent?.services.find((s) => s.title === title)?.processor ?? null;
}

/**
 * Whether deterministic code does the work of service `title` of agent `slug`, so the service is
 * seeded active. Otherwise it is seeded paused: no processor at all, or `llm`, which the demo
 * runtime opens at its start only when it has a language model configured.
 */
export function isDemoServiceImplemented(slug: string, title: string): boolean {
  const processor = demoServiceProcessor(slug, title);
  return processor !== null && processor !== "llm";
}

// ─── Self-check ──────────────────────────────────────────────────────────────────────────

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKILL = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
const MAX_DEMO_RATE_MICROS = 2_500_000n; // $2.50, the realistic upper bound for demo rates

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Returns a list of problems with the demo data; empty when everything is consistent. */
export function checkDemoData(): string[] {
  const problems: string[] = [];
  const money = (where: string, value: string | undefined, opts: { min?: bigint } = {}): bigint | null => {
    if (value === undefined) return null;
    const micros = parseMicros(value);
    if (micros === null) {
      problems.push(`${where}: "${value}" is not a decimal-dollar string with at most 6 decimals`);
      return null;
    }
    if (opts.min !== undefined && micros < opts.min) problems.push(`${where}: "${value}" is below the minimum`);
    return micros;
  };

  // Categories and owners.
  const categories = new Set(demoCategories);
  if (categories.size !== demoCategories.length) problems.push("demoCategories contains duplicates");
  if (demoCategories.length < 10) problems.push(`only ${demoCategories.length} categories (need ≥ 10)`);

  const ownerKeys = new Set<string>();
  const emails = new Set<string>();
  if (demoOwners.length < 8 || demoOwners.length > 10) problems.push(`${demoOwners.length} owners (need 8–10)`);
  for (const o of demoOwners) {
    if (ownerKeys.has(o.key)) problems.push(`owner key "${o.key}" is duplicated`);
    ownerKeys.add(o.key);
    if (emails.has(o.email)) problems.push(`owner email "${o.email}" is duplicated`);
    emails.add(o.email);
    if (!/^[a-z0-9.+-]+@demo\.agora\.local$/.test(o.email)) problems.push(`owner ${o.key}: bad email "${o.email}"`);
    if (!o.firstName.trim() || !o.lastName.trim()) problems.push(`owner ${o.key}: missing name`);
  }

  // Agents.
  const names = new Set<string>();
  const slugs = new Set<string>();
  const agentsPerCategory = new Map<string, number>();
  const ownersUsed = new Set<string>();
  const statusCount = { active: 0, paused: 0, draft: 0 };
  let serviceCount = 0;

  for (const a of demoAgents) {
    const at = `agent "${a.slug}"`;
    const nameKey = a.name.toLowerCase();
    if (names.has(nameKey)) problems.push(`${at}: duplicate name "${a.name}"`);
    names.add(nameKey);
    if (slugs.has(a.slug)) problems.push(`${at}: duplicate slug`);
    slugs.add(a.slug);
    if (a.name.length < 3 || a.name.length > 60) problems.push(`${at}: name length ${a.name.length} (3–60)`);
    if (!SLUG.test(a.slug) || a.slug.length < 3 || a.slug.length > 60) problems.push(`${at}: bad slug`);
    if (!ownerKeys.has(a.owner)) problems.push(`${at}: unknown owner "${a.owner}"`);
    ownersUsed.add(a.owner);
    if (a.tagline.length === 0 || a.tagline.length > 120) problems.push(`${at}: tagline length ${a.tagline.length}`);
    const words = wordCount(a.description);
    if (words < 80 || words > 160) problems.push(`${at}: description has ${words} words (80–160)`);
    if (a.endpointUrl !== endpoint(a.slug)) problems.push(`${at}: endpointUrl should be ${endpoint(a.slug)}`);
    statusCount[a.status] += 1;

    if (a.skills.length < 3 || a.skills.length > 8) problems.push(`${at}: ${a.skills.length} skills (3–8)`);
    if (new Set(a.skills).size !== a.skills.length) problems.push(`${at}: duplicate skills`);
    for (const s of a.skills) if (!SKILL.test(s)) problems.push(`${at}: skill "${s}" is not a lowercase tag`);

    if (a.categories.length < 1 || a.categories.length > 2) problems.push(`${at}: ${a.categories.length} categories`);
    if (new Set(a.categories).size !== a.categories.length) problems.push(`${at}: duplicate categories`);
    for (const c of a.categories) {
      if (!categories.has(c)) problems.push(`${at}: unknown category "${c}"`);
      agentsPerCategory.set(c, (agentsPerCategory.get(c) ?? 0) + 1);
    }

    // Pricing.
    money(`${at} hourlyRate`, a.hourlyRate ?? undefined, { min: 1n });
    const base = money(`${at} basePerMinuteRate`, a.basePerMinuteRate, { min: perMinuteRateMinMicros });
    if (base !== null && base > MAX_DEMO_RATE_MICROS) problems.push(`${at}: basePerMinuteRate above $2.50/min`);
    if (![1, 6, 60].includes(a.rateGranularity)) problems.push(`${at}: rateGranularity ${a.rateGranularity}`);
    money(`${at} minChargeMinutes`, a.minChargeMinutes, { min: 1n });
    money(`${at} maxPerStream`, a.streamRateCaps.maxPerStream, { min: 1n });
    money(`${at} maxPerHour`, a.streamRateCaps.maxPerHour, { min: 1n });

    const titles = new Set<string>();
    if (a.services.length < 1 || a.services.length > 3) problems.push(`${at}: ${a.services.length} services (1–3)`);
    for (const s of a.services) {
      const st = `${at} service "${s.title}"`;
      serviceCount += 1;
      if (titles.has(s.title)) problems.push(`${st}: duplicate title within agent`);
      titles.add(s.title);
      if (s.title.length < 5 || s.title.length > 80) problems.push(`${st}: title length ${s.title.length} (5–80)`);
      if (wordCount(s.description) < 12) problems.push(`${st}: description too short`);
      if (!a.categories.includes(s.category)) problems.push(`${st}: category "${s.category}" is not the agent's`);
      if (s.pricingTags.length === 0) problems.push(`${st}: no pricing tags`);
      if (s.estimatedDuration !== null && (!Number.isInteger(s.estimatedDuration) || s.estimatedDuration <= 0)) {
        problems.push(`${st}: estimatedDuration must be a positive integer or null`);
      }
      if (s.perMinutePricing) {
        if (s.priceRange !== null) problems.push(`${st}: per-minute service must have priceRange null`);
      } else if (s.priceRange === null) {
        problems.push(`${st}: fixed-price service needs a priceRange`);
      } else {
        const min = money(`${st} priceRange.min`, s.priceRange.min, { min: 1n });
        const max = money(`${st} priceRange.max`, s.priceRange.max, { min: 1n });
        if (min !== null && max !== null && min > max) problems.push(`${st}: priceRange min > max`);
      }
    }

    if (a.rateOverrides.length > 2) problems.push(`${at}: ${a.rateOverrides.length} rate overrides (0–2)`);
    for (const o of a.rateOverrides) {
      const { serviceTitle, skill } = o.match;
      if ((serviceTitle === undefined) === (skill === undefined)) {
        problems.push(`${at}: a rate override must match exactly one of serviceTitle or skill`);
      }
      if (serviceTitle !== undefined) {
        const target = a.services.find((s) => s.title === serviceTitle);
        if (!target) problems.push(`${at}: rate override refers to unknown service "${serviceTitle}"`);
        else if (!target.perMinutePricing) problems.push(`${at}: rate override targets fixed-price "${serviceTitle}"`);
      }
      if (skill !== undefined && !a.skills.includes(skill)) {
        problems.push(`${at}: rate override refers to skill "${skill}" the agent does not list`);
      }
      const r = money(`${at} override rate`, o.basePerMinuteRate, { min: perMinuteRateMinMicros });
      if (r !== null && r > MAX_DEMO_RATE_MICROS) problems.push(`${at}: override rate above $2.50/min`);
    }
  }

  // Counts.
  if (demoAgents.length < 36) problems.push(`only ${demoAgents.length} agents (need ≥ 36)`);
  if (serviceCount < 70) problems.push(`only ${serviceCount} services (need ≥ 70)`);
  for (const c of demoCategories) {
    const n = agentsPerCategory.get(c) ?? 0;
    if (n < 2) problems.push(`category "${c}" has ${n} agents (need ≥ 2)`);
  }
  for (const o of demoOwners) if (!ownersUsed.has(o.key)) problems.push(`owner ${o.key} owns no agent`);
  if (statusCount.paused !== 2) problems.push(`${statusCount.paused} paused agents (want 2)`);
  if (statusCount.draft !== 2) problems.push(`${statusCount.draft} draft agents (want 2)`);
  if (statusCount.active <= statusCount.paused + statusCount.draft) problems.push("most agents should be active");
  // The living demo: every processor is used by an active agent, and a newcomer can hire one
  // per minute and one at a fixed price.
  const live = demoAgents.filter((a) => a.status === "active").flatMap((a) => a.services.filter((s) => s.processor));
  for (const p of demoProcessors)
    if (!live.some((s) => s.processor === p)) problems.push(`no active agent's service uses processor "${p}"`);
  if (!live.some((s) => s.perMinutePricing)) problems.push("no hireable per-minute service has a processor");
  if (!live.some((s) => !s.perMinutePricing)) problems.push("no hireable fixed-price service has a processor");
  for (const term of ["contract", "japanese", "translation", "kubernetes"]) {
    if (!demoAgents.some((a) => a.status === "active" && a.name.toLowerCase().includes(term))) {
      problems.push(`no active agent whose name contains "${term}"`);
    }
  }

  return problems;
}
