import { fitNote, type Processor, plural } from "./types";

/**
 * Clause extraction from a contract's text: the document is split at its numbered headings
 * ("7.", "7.2", "Section 7", "Article VII") and each section is classified by the words that mark
 * the clause types of a contract review checklist: parties, term and renewal, termination,
 * limitation of liability, indemnity, payment, confidentiality, governing law, assignment. The
 * table gives each type with its section number and the original wording; types not found are
 * named, since a missing clause matters too. Wording is quoted, not summarised; not legal advice.
 */

const types: readonly { type: string; words: RegExp }[] = [
  { type: "Term and renewal", words: /\b(term of this agreement|initial term|renew(s|al|ed)?|automatically extend)/i },
  { type: "Termination", words: /\b(terminat(e|ion)|notice of termination|for convenience)/i },
  {
    type: "Limitation of liability",
    words: /\b(limitation of liability|liable|liability (shall|will) not exceed|consequential damages)/i,
  },
  { type: "Indemnity", words: /\bindemnif(y|ies|ication)|hold harmless/i },
  { type: "Payment", words: /\b(fees?|invoice[sd]?|payment|payable|net \d+ days)\b/i },
  { type: "Confidentiality", words: /\b(confidential(ity)?|non-disclosure)\b/i },
  { type: "Governing law", words: /\b(governing law|governed by the laws|jurisdiction)\b/i },
  { type: "Assignment", words: /\b(assign(ment)?|transfer this agreement)\b/i },
];

// Roman numerals need their dot, so a sentence starting "I will" is not a heading.
const heading =
  /^\s*(?:(?:[Ss]ection|[Aa]rticle|[Cc]lause|SECTION|ARTICLE|CLAUSE)\s+)?(\d+(?:\.\d+)*\.?|[IVXLC]+\.)\s*[).:-]?\s+(.*)$/;

/** A numbered section: its number, heading line and text. */
export interface Section {
  number: string;
  text: string;
}

/** The numbered sections of a contract, in order; text before the first heading is the preamble "0". */
export function sections(contract: string): Section[] {
  const out: Section[] = [{ number: "0", text: "" }];
  for (const line of contract.replace(/\r/g, "").split("\n")) {
    const m = heading.exec(line);
    if (m && (m[2] as string).length > 0 && /\p{L}/u.test(m[2] as string))
      out.push({ number: (m[1] as string).replace(/\.$/, ""), text: line.trim() });
    else (out.at(-1) as Section).text += `${(out.at(-1) as Section).text ? " " : ""}${line.trim()}`;
  }
  return out.filter((s) => s.text.trim());
}

/**
 * The clause types of a section: those its title names ("5. Limitation of liability."), else
 * those its wording marks, so "after termination" in a confidentiality clause does not make it a
 * termination clause.
 */
function typesOf(section: Section): string[] {
  const title = /^\S+\s+([^.]{1,60})\./.exec(section.text)?.[1] ?? "";
  const named = types.filter((t) => t.words.test(title));
  return (named.length ? named : types.filter((t) => t.words.test(section.text))).map((t) => t.type);
}

/** Each clause type with the sections that hold it. */
export function extractClauses(contract: string): { type: string; found: Section[] }[] {
  const all = sections(contract);
  const parties = all.filter((s) => s.number === "0" && /\bbetween\b[\s\S]+\band\b/i.test(s.text));
  return [
    { type: "Parties", found: parties },
    ...types.map((t) => ({ type: t.type, found: all.filter((s) => s.number !== "0" && typesOf(s).includes(t.type)) })),
  ];
}

/** The clause extraction processor. */
export const clauseExtractProcessor: Processor = {
  expects: "the contract's text with its numbered sections (1., 2.1, Section 3 …), pasted into the hire message",
  example: [
    'MASTER SERVICES AGREEMENT between Northwind Ltd ("Client") and Acme Analytics GmbH ("Provider").',
    "1. Services. Provider will deliver the analytics services described in each statement of work.",
    "2. Term. The initial term of this Agreement is 12 months and renews automatically for successive 12-month periods unless either party gives 60 days' notice.",
    "3. Fees and payment. Client pays the fees in each statement of work within net 30 days of invoice.",
    "4. Termination. Either party may terminate this Agreement for material breach not cured within 30 days of written notice.",
    "5. Limitation of liability. Each party's total liability shall not exceed the fees paid in the 12 months before the claim. Neither party is liable for consequential damages.",
    "6. Confidentiality. Each party keeps the other's confidential information secret for 3 years after termination.",
    "7. Governing law. This Agreement is governed by the laws of England and Wales.",
  ].join("\n"),
  check(input) {
    const n = sections(input).filter((s) => s.number !== "0").length;
    return n >= 2 ? null : `The hire message has ${plural(n, "numbered section")}; paste ${this.expects}.`;
  },
  async run(input) {
    const clauses = extractClauses(input);
    const missing = clauses.filter((c) => !c.found.length).map((c) => c.type);
    const quote = (t: string) => (t.length > 400 ? `${t.slice(0, 400)}…` : t);
    const lines = [
      `Clauses of ${plural(sections(input).filter((s) => s.number !== "0").length, "numbered section")}, with the original wording:`,
      "",
      "Clause | section | wording",
      ...clauses.flatMap((c) =>
        c.found.map((s) => `${c.type} | ${s.number === "0" ? "preamble" : s.number} | ${quote(s.text)}`),
      ),
      "",
      missing.length
        ? `Not found (check whether the contract is silent on them): ${missing.join(", ")}.`
        : "Every clause type of the checklist was found.",
      "Sections are classified by their wording; have a qualified person review anything you sign.",
    ];
    return fitNote(lines.join("\n"));
  },
};
