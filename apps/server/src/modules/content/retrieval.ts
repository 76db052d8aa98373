import type { SupportAnswer, SupportArticle, SupportPassage } from "@agora/contracts";
import type { Nodes, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString as inlineText } from "mdast-util-to-string";
import MiniSearch from "minisearch";
import { isContentWord, stem, words } from "../matching";
import { expansionBoost, expansionOf } from "./vocabulary";

/*
 * The support chat's retrieval: BM25 (MiniSearch's BM25+) over passages of the support articles
 * (one per `##` section) and of the API reference (one per operation). Questions and passages are
 * read the same way as the matching ranker reads needs: lower-case words, fillers dropped, Porter
 * stems. Nothing is generated: an answer quotes the best passage and links it.
 */

/** A searchable piece of the help: one section of an article, or one API operation. */
export interface Passage extends SupportPassage {
  id: number;
  /** The whole passage in plain text (what is indexed). */
  text: string;
}

/** One operation of the OpenAPI document, as the reference passages need it. */
export interface ApiOperationText {
  method: string;
  path: string;
  summary?: string | undefined;
  description?: string | undefined;
  tags?: string[] | undefined;
}

/** Weight of an API operation's passage next to 1 for an article's section. */
const apiPassageBoost = 0.5;

/** Characters of a passage an excerpt shows at most. */
const excerptLengthMax = 320;

/**
 * When the best passage counts as an answer, in MiniSearch score units: a strong match alone
 * ({@link answerScoreStrong}), or a weaker one ({@link answerScoreMin}) that contains at least half
 * of the question's own content words ({@link answerTermShareMin}). Set on the evaluation sets and
 * the off-topic questions of evaluation.ts (docs/BENCHMARKS.md, "Support retrieval"): every
 * off-topic question scored under 19, or found at most a third of its words.
 */
export const answerScoreStrong = 20;
/** See {@link answerScoreStrong}. */
export const answerScoreMin = 5;
/** See {@link answerScoreStrong}. */
export const answerTermShareMin = 0.5;

/** Whether `hit` is good enough to answer with (see {@link answerScoreStrong}). */
function isAnswer(hit: PassageHit | undefined): hit is PassageHit {
  if (!hit) return false;
  return hit.score >= answerScoreStrong || (hit.score >= answerScoreMin && hit.termShare >= answerTermShareMin);
}

/** Block-level text with a space between blocks (list items, paragraphs), so words never run together. */
function plainText(node: Nodes): string {
  if (node.type === "code") return node.value;
  if ("children" in node && ["root", "list", "listItem", "blockquote", "table", "tableRow"].includes(node.type))
    return (node.children as Nodes[]).map(plainText).join(" ");
  return inlineText(node);
}

/** `text` cut to {@link excerptLengthMax} at a sentence end or else a word boundary. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= excerptLengthMax) return flat;
  const cut = flat.slice(0, excerptLengthMax);
  const sentence = cut.lastIndexOf(". ");
  if (sentence > excerptLengthMax / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}

/** An article's passages: its summary with the text before the first `##`, then one per `##` section. */
export function articlePassages(article: SupportArticle): Omit<Passage, "id">[] {
  const tree: Root = fromMarkdown(article.body);
  const sections: { heading: string | null; nodes: RootContent[] }[] = [{ heading: null, nodes: [] }];
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 2) sections.push({ heading: inlineText(node), nodes: [] });
    else sections.at(-1)?.nodes.push(node);
  }
  return sections
    .map(({ heading, nodes }) => ({
      heading,
      text: [heading === null ? article.summary : "", ...nodes.map(plainText)].join(" ").trim(),
    }))
    .filter((section) => section.text !== "")
    .map(({ heading, text }) => ({
      title: heading === null ? article.title : `${article.title} — ${heading}`,
      href: `/support/${article.slug}`,
      excerpt: excerptOf(text),
      source: "faq" as const,
      text,
    }));
}

/** An operation's passage, linked to the API reference page. */
export function operationPassage(operation: ApiOperationText): Omit<Passage, "id"> {
  const route = `${operation.method.toUpperCase()} ${operation.path}`;
  const text = [operation.description ?? operation.summary ?? "", route, ...(operation.tags ?? [])].join(" ");
  return {
    title: operation.summary ? `API: ${operation.summary} (${route})` : `API: ${route}`,
    href: "/api-docs",
    excerpt: excerptOf(operation.description ?? operation.summary ?? route),
    source: "api",
    text,
  };
}

/** The operations of an OpenAPI 3 document (`paths` → method → operation). */
export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): ApiOperationText[] {
  const methods = new Set(["get", "post", "put", "patch", "delete"]);
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({ method, path, ...(operation as Omit<ApiOperationText, "method" | "path">) })),
  );
}

/** The terms of a text as the index reads them (stems of content words). */
function indexTerms(text: string): string[] {
  return words(text)
    .filter(isContentWord)
    .map((word) => stem(word));
}

/** A passage found for a question, with its score (MiniSearch BM25+ units) and share of the question's terms. */
export interface PassageHit {
  passage: Passage;
  score: number;
  termShare: number;
}

/** `hits` keeping only the best passage of each page, so the sources never link one page twice. */
export function distinctPages(hits: PassageHit[]): PassageHit[] {
  const seen = new Set<string>();
  return hits.filter(({ passage }) => {
    if (seen.has(passage.href)) return false;
    seen.add(passage.href);
    return true;
  });
}

/** The support index: search passages, or answer a question from the best one. */
export interface SupportIndex {
  /** The best passages for `query`, best first, at most `limit`. */
  search(query: string, limit: number): PassageHit[];
  /** The best passage quoted with up to three sources, or `answered: false` when none is good enough. */
  answer(question: string): SupportAnswer;
  /**
   * {@link SupportIndex.answer} with the whole passages behind its sources, in the same order
   * (none when it is not answered): what the support chat's phrasing may use.
   */
  retrieve(question: string): RetrievedAnswer;
}

/** An answer by retrieval and the passages its sources link, in order; see {@link SupportIndex.retrieve}. */
export interface RetrievedAnswer {
  answer: SupportAnswer;
  passages: Passage[];
}

/**
 * Builds the index over `passages`: titles count twice, words of six letters or more match one
 * typo in five letters.
 */
export function createSupportIndex(passages: Omit<Passage, "id">[]): SupportIndex {
  const all: Passage[] = passages.map((passage, id) => ({ ...passage, id }));
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    tokenize: (text) => words(text),
    processTerm: (term) => (isContentWord(term) ? stem(term) : null),
    searchOptions: {
      boost: { title: 2 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: "OR",
      // An operation's passage is a sentence or two, so BM25's length normalisation would put it
      // above the article that explains the same thing in full; people asking want the article.
      boostDocument: (id) => (all[id as number]?.source === "api" ? apiPassageBoost : 1),
    },
  });
  index.addAll(all);

  function search(query: string, limit: number): PassageHit[] {
    const asked = new Set(indexTerms(query));
    if (asked.size === 0) return [];
    const expansion = expansionOf(query);
    const question = expansion
      ? { combineWith: "OR" as const, queries: [query, { queries: [expansion], boostTerm: () => expansionBoost }] }
      : query;
    return index
      .search(question)
      .slice(0, limit)
      .flatMap((result) => {
        const passage = all[result.id as number];
        if (!passage) return [];
        return [
          {
            passage,
            score: result.score,
            termShare: result.queryTerms.filter((term) => asked.has(term)).length / asked.size,
          },
        ];
      });
  }

  function retrieve(question: string): RetrievedAnswer {
    const hits = distinctPages(search(question, 10)).slice(0, 3);
    const best = hits[0];
    if (!isAnswer(best)) {
      const answer = {
        answered: false,
        text: "I could not find an answer to that in Agora's help articles or API reference. The team can help: write to us through the contact form.",
        sources: [],
      };
      return { answer, passages: [] };
    }
    const toSource = ({ passage }: PassageHit): SupportPassage => ({
      title: passage.title,
      href: passage.href,
      excerpt: passage.excerpt,
      source: passage.source,
    });
    return {
      answer: { answered: true, text: best.passage.excerpt, sources: hits.map(toSource) },
      passages: hits.map((hit) => hit.passage),
    };
  }

  return { search, answer: (question) => retrieve(question).answer, retrieve };
}
