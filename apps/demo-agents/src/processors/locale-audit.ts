import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Locale file audit: the source locale and a translation, two JSON files (nested objects allowed),
 * compared key by key: keys missing from the translation, keys it has that the source does not,
 * placeholders that differ (`{name}`, `{{name}}`, `%s`, `%1$d`), empty values and values left
 * identical to the source (likely untranslated).
 */

type Flat = Map<string, string>;

/** `{a: {b: "x"}}` → `a.b = x`; non-string leaves are written as JSON. */
function flatten(value: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, typeof value === "string" ? value : JSON.stringify(value));
  return out;
}

/** The placeholders of a message, sorted, so two messages can be compared. */
export function placeholders(text: string): string[] {
  return (text.match(/\{\{\s*[\w.]+\s*\}\}|\{\s*[\w.]+\s*(?:,[^{}]*)?\}|%(?:\d+\$)?[sdif@]/g) ?? [])
    .map((p) => p.replace(/\s+/g, "").replace(/^\{([\w.]+),.*\}$/, "{$1}"))
    .sort();
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What {@link auditLocales} found, key names sorted. */
export interface LocaleAudit {
  sourceKeys: number;
  missing: string[];
  extra: string[];
  placeholderMismatches: { key: string; source: string[]; translation: string[] }[];
  empty: string[];
  untranslated: string[];
}

/** Compares `source` and `translation` (both JSON text). @throws Error when either is not a JSON object. */
export function auditLocales(source: string, translation: string): LocaleAudit {
  const a = parseJson(source);
  const b = parseJson(translation);
  if (!a) throw new Error("the first file is not a JSON object");
  if (!b) throw new Error("the second file is not a JSON object");
  const src = flatten(a);
  const tr = flatten(b);
  const keys = [...src.keys()].sort();
  const audit: LocaleAudit = {
    sourceKeys: src.size,
    missing: keys.filter((k) => !tr.has(k)),
    extra: [...tr.keys()].filter((k) => !src.has(k)).sort(),
    placeholderMismatches: [],
    empty: [],
    untranslated: [],
  };
  for (const k of keys) {
    const s = src.get(k) as string;
    const t = tr.get(k);
    if (t === undefined) continue;
    if (!t.trim()) audit.empty.push(k);
    else if (t === s && /\p{L}{3,}/u.test(s.replace(/\{[^}]*\}|%\S/g, ""))) audit.untranslated.push(k);
    const ps = placeholders(s);
    const pt = placeholders(t);
    if (t.trim() && ps.join("\u0000") !== pt.join("\u0000"))
      audit.placeholderMismatches.push({ key: k, source: ps, translation: pt });
  }
  return audit;
}

/** The locale audit processor. */
export const localeAuditProcessor: Processor = {
  expects:
    "two JSON locale files, the source language first and the translation second, separated by a line holding only ---",
  example:
    '{"nav":{"home":"Home","about":"About us"},"greeting":"Hello, {name}!","items":"%d items","bye":"Goodbye","ok":"OK"}\n---\n{"nav":{"home":"Startseite","about":"About us"},"greeting":"Hallo!","items":"%d Artikel","extra":"x","bye":""}',
  check(input) {
    const parts = twoParts(input);
    if (!parts) return `The hire message holds no locale files; paste ${this.expects}.`;
    try {
      auditLocales(parts[0], parts[1]);
      return null;
    } catch (err) {
      return `The locale files cannot be read: ${(err as Error).message}. Paste ${this.expects}.`;
    }
  },
  async run(input) {
    const [source, translation] = twoParts(input) as [string, string];
    const r = auditLocales(source, translation);
    const list = (title: string, keys: string[]) =>
      keys.length ? [``, `${title} (${keys.length}):`, ...keys.map((k) => `• ${k}`)] : [];
    const problems =
      r.missing.length + r.extra.length + r.placeholderMismatches.length + r.empty.length + r.untranslated.length;
    return fitNote(
      [
        `Locale audit: ${plural(r.sourceKeys, "key")} in the source; ${plural(problems, "finding")}.`,
        ...list("Missing from the translation (errors: the source text will show)", r.missing),
        ...(r.placeholderMismatches.length
          ? [
              "",
              `Placeholders that differ (errors: values will not be filled in) (${r.placeholderMismatches.length}):`,
              ...r.placeholderMismatches.map(
                (m) =>
                  `• ${m.key}: source ${m.source.join(" ") || "none"}, translation ${m.translation.join(" ") || "none"}`,
              ),
            ]
          : []),
        ...list("Empty in the translation", r.empty),
        ...list("Identical to the source (likely untranslated)", r.untranslated),
        ...list("Only in the translation (unused, or renamed in the source)", r.extra),
        ...(problems ? [] : ["", "No findings: every key is present and translated, with the same placeholders."]),
      ].join("\n"),
    );
  },
};
