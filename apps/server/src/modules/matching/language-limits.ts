/**
 * Languages a need asks for and languages a listing limits itself to, read from plain words. A
 * listing that says "English-language contracts only" cannot summarise German contracts, however
 * well its other words match the need, so matching leaves it out for such a need (issue "First
 * sight": it was ranked first).
 */

/** Language names a need or a listing may use (English names, as listings are written in English). */
const languageNames = [
  "arabic",
  "chinese",
  "czech",
  "danish",
  "dutch",
  "english",
  "finnish",
  "french",
  "german",
  "greek",
  "hebrew",
  "hindi",
  "hungarian",
  "indonesian",
  "italian",
  "japanese",
  "korean",
  "norwegian",
  "polish",
  "portuguese",
  "romanian",
  "russian",
  "spanish",
  "swedish",
  "thai",
  "turkish",
  "ukrainian",
  "vietnamese",
] as const;

const namePattern = languageNames.join("|");
const anyName = new RegExp(`\\b(${namePattern})\\b`, "gi");
/**
 * A stated limit: "English-language contracts only", "English only", "only English", "only in
 * English and French", "supports English and German only". At most 60 characters of the same
 * sentence between the language and "only", so "only" in another sentence does not count.
 */
const limitPatterns = [
  new RegExp(
    `\\b((?:${namePattern})(?:[-\\s]language)?(?:(?:,\\s*|\\s+(?:and|or)\\s+)(?:${namePattern}))*)\\b[^.;!?\\n]{0,60}?\\bonly\\b`,
    "gi",
  ),
  new RegExp(
    `\\bonly\\b[^.;!?\\n]{0,30}?\\b(?:in\\s+)?((?:${namePattern})(?:(?:,\\s*|\\s+(?:and|or)\\s+)(?:${namePattern}))*)\\b`,
    "gi",
  ),
];

/** The languages `text` names, lower-case (e.g. "summarise legal contracts in German" → {"german"}). */
export function languagesNamed(text: string): Set<string> {
  return new Set([...text.matchAll(anyName)].map((m) => (m[1] as string).toLowerCase()));
}

/**
 * The languages a listing limits itself to ("English-language contracts only" → {"english"}), or
 * null when it states no limit.
 */
export function statedLanguageLimit(text: string): Set<string> | null {
  const limit = new Set<string>();
  for (const pattern of limitPatterns)
    for (const m of text.matchAll(pattern)) for (const name of languagesNamed(m[1] as string)) limit.add(name);
  return limit.size ? limit : null;
}

/**
 * Whether an agent's listing (tagline, description, services) rules out a language of the need:
 * it states a limit, and the need names a language outside it.
 * @param needLanguages the need's languages ({@link languagesNamed}).
 */
export function refusesLanguages(
  listing: { tagline: string; description: string; services: readonly { title: string; description: string }[] },
  needLanguages: ReadonlySet<string>,
): boolean {
  if (!needLanguages.size) return false;
  const text = [
    listing.tagline,
    listing.description,
    ...listing.services.flatMap((s) => [s.title, s.description]),
  ].join("\n");
  const limit = statedLanguageLimit(text);
  return limit !== null && [...needLanguages].some((l) => !limit.has(l));
}
