import { stemmer } from "stemmer";
import { skillVocabulary } from "./vocabulary";

/*
 * A need in words, read the way the ranker compares it with listings: the client's content words
 * (stemmed, fillers dropped), each with the skill tags and words the vocabulary says it stands for.
 * Pure functions: no database, so the unit tests and the evaluation exercise them directly.
 */

/** Weight of a word reached through the vocabulary, next to 1 for the client's own word. */
export const expansionWeight = 0.8;
/** Stems kept in memory; the cache is emptied when full (stemming is the ranker's hottest loop). */
const stemCacheMax = 50_000;

/**
 * Words that say nothing about the work: English function words and what clients write around the
 * need ("we need someone to help with…"). Kept out of matching, but still read in phrases.
 */
const fillerWords = new Set(
  (
    "a about above after again all also am an and any are as at be been before being below between both but by can " +
    "could did do does doing done down during each few for from further get gets getting got had has have having he " +
    "her here hers him his how i if in into is it its itself just let like me more most my need needed needs no nor " +
    "not now of off on once only or other our ours out over own please same she should so some someone something " +
    "such than that the their them then there these they this those through to too under until up us very via want " +
    "wanted wants was we were what when where which while who whom why will with would you your yours help helps " +
    "looking look find make makes made quick quickly asap urgent urgently thing things stuff lot lots many much " +
    "every anyone somebody really actually new good best able way ways etc e g ie one two three using use used"
  ).split(" "),
);

const stemCache = new Map<string, string>();

/** The Porter stem of a lower-case word ("translation" → "translat"), memoised. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    if (stemCache.size >= stemCacheMax) stemCache.clear();
    s = stemmer(word);
    stemCache.set(word, s);
  }
  return s;
}

/** Lower-case words of `text`: runs of letters and digits ("k8s", "a11y" stay whole). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether `word` carries meaning for matching (not a filler word, not a lone letter). */
export function isContentWord(word: string): boolean {
  return word.length > 1 && !fillerWords.has(word);
}

/** A vocabulary key read as stems, with what it stands for. */
interface VocabularyEntry {
  stems: string[];
  values: readonly string[];
}

const vocabularyEntries: VocabularyEntry[] = Object.entries(skillVocabulary).map(([key, values]) => ({
  stems: words(key).map(stem),
  values,
}));

/** One thing the client asked for: their word (or phrase) and the stems that count as finding it. */
export interface TermGroup {
  /** The client's word or phrase, as reasons quote it. */
  label: string;
  /** Stem → weight (1 for the client's own word, {@link expansionWeight} for vocabulary words). */
  stems: Map<string, number>;
  /** The words themselves, the client's first, for the candidate query (PostgreSQL stems them). */
  words: string[];
}

/** A skill the client named, with every tag that counts as having it. */
export interface AskedSkill {
  label: string;
  /** Skill tags (lower case, hyphenated) that count as this skill. */
  tags: Set<string>;
  /** {@link tagKey} of each tag: "incident response" and "incident-response" meet. */
  keys: Set<string>;
}

/** A need as the ranker reads it. */
export interface Need {
  /** What the listing's text should mention. */
  groups: TermGroup[];
  /** Skills the client named (`skills` of the request or the job). */
  askedSkills: AskedSkill[];
  /** Skill tags the words point to through the vocabulary. */
  inferredTags: Set<string>;
  /** {@link tagKey} of each inferred tag. */
  inferredKeys: Set<string>;
  /** Stems of the client's content words, for skills named in the words themselves. */
  contentStems: Set<string>;
  /** Skill tags for the candidate query (array overlap on the skills index). */
  queryTags: string[];
}

const tagKeyCache = new Map<string, string>();

/** A skill tag as a key of its words' stems: "incident-response" and "incident response" meet. Memoised. */
export function tagKey(tag: string): string {
  let key = tagKeyCache.get(tag);
  if (key === undefined) {
    if (tagKeyCache.size >= stemCacheMax) tagKeyCache.clear();
    key = words(tag).map(stem).join(" ");
    tagKeyCache.set(tag, key);
  }
  return key;
}

function keysOf(tags: Iterable<string>): Set<string> {
  return new Set([...tags].map(tagKey));
}

/** Adds `value`'s words to `group` at the vocabulary weight, never lowering a word's weight. */
function addValueStems(group: TermGroup, value: string): void {
  for (const w of words(value)) {
    if (!isContentWord(w)) continue;
    if (!group.words.includes(w)) group.words.push(w);
    const s = stem(w);
    group.stems.set(s, Math.max(group.stems.get(s) ?? 0, expansionWeight));
  }
}

/** Whether `seq` occurs in `stems` as consecutive words. */
function hasSequence(stems: string[], seq: string[]): boolean {
  outer: for (let i = 0; i + seq.length <= stems.length; i++) {
    for (let j = 0; j < seq.length; j++) if (stems[i + j] !== seq[j]) continue outer;
    return true;
  }
  return false;
}

/** The vocabulary values of a single word, looked up by its stem. */
function valuesOfStem(s: string): readonly string[] {
  const out: string[] = [];
  for (const e of vocabularyEntries) if (e.stems.length === 1 && e.stems[0] === s) out.push(...e.values);
  return out;
}

/**
 * Reads a need: its content words become term groups widened by the vocabulary; phrases the
 * vocabulary knows ("went down", "month end") add groups of their own; named skills add a group
 * each and are widened the same way.
 */
export function readNeed(description: string, skills: readonly string[] = []): Need {
  const all = words(description);
  const allStems = all.map(stem);
  const groups: TermGroup[] = [];
  const inferredTags = new Set<string>();
  const contentStems = new Set<string>();
  const seen = new Set<string>();
  all.forEach((w, i) => {
    const s = allStems[i] as string;
    if (!isContentWord(w) || seen.has(s)) return;
    seen.add(s);
    contentStems.add(s);
    const group: TermGroup = { label: w, stems: new Map([[s, 1]]), words: [w] };
    for (const value of valuesOfStem(s)) {
      inferredTags.add(value);
      addValueStems(group, value);
    }
    groups.push(group);
  });
  for (const e of vocabularyEntries) {
    if (e.stems.length < 2 || !hasSequence(allStems, e.stems)) continue;
    const group: TermGroup = { label: e.stems.join(" "), stems: new Map(), words: [] };
    for (const value of e.values) {
      inferredTags.add(value);
      addValueStems(group, value);
    }
    groups.push(group);
  }
  const askedSkills = skills.map((skill) => askedSkill(skill));
  for (const asked of askedSkills) {
    const group: TermGroup = { label: asked.label, stems: new Map(), words: [] };
    for (const w of words(asked.label)) if (isContentWord(w)) group.stems.set(stem(w), 1);
    for (const tag of asked.tags) addValueStems(group, tag);
    if (group.stems.size) groups.push(group);
  }
  const queryTags = [
    ...new Set([...inferredTags, ...askedSkills.flatMap((a) => [...a.tags]), ...all.filter(isContentWord)]),
  ];
  return { groups, askedSkills, inferredTags, inferredKeys: keysOf(inferredTags), contentStems, queryTags };
}

/** A named skill with its synonyms: "k8s" → {k8s, kubernetes}. */
function askedSkill(skill: string): AskedSkill {
  const label = skill.trim().toLowerCase();
  const tags = new Set([label, label.replace(/\s+/g, "-")]);
  const key = tagKey(label);
  for (const e of vocabularyEntries) if (e.stems.join(" ") === key) for (const v of e.values) tags.add(v);
  return { label, tags, keys: keysOf(tags) };
}
