import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { callOutbound, OutboundError, type OutboundPolicy } from "../../lib/outbound";
import { schedule } from "../../lib/scheduler";
import { agentTextsToEmbed, agentVectorsOf, saveAgentVectors } from "../agents";

/*
 * Optional semantic relevance (decision 027): with EMBEDDINGS_URL and EMBEDDINGS_MODEL set, agents'
 * listing texts are embedded when they change and stored (agents/embeddings.ts), a need is embedded
 * when a match asks, and their cosine similarity joins the relevance factor (ranker.ts). Every
 * failure here falls back to the built-in ranker alone: a match never fails because the embeddings
 * endpoint did.
 */

/** Embeds texts in order; one vector per text. */
export type EmbedTexts = (texts: readonly string[], timeoutMs: number) => Promise<number[][]>;

/** Texts per request when embedding agents: OpenAI takes up to 2,048 inputs, smaller servers fewer. */
export const embeddingBatch = 64;
/** Most batches in one pass; the rest wait for the next pass, so one pass never runs for long. */
export const embeddingBatchesPerPass = 20;
/** Deadline of one batch request, ms: a batch of long texts takes a remote model seconds. */
export const embeddingBatchTimeoutMs = 30_000;
/** Largest answer read, bytes: 64 vectors of 3,072 floats printed as JSON is about 4 MiB. */
const embeddingResponseMaxBytes = 16 * 1024 * 1024;
/** Needs whose vectors are kept, so a job's matches page reloading does not embed it again. */
const needCacheMax = 1000;

/** The answer of an OpenAI-compatible `POST /embeddings` (https://platform.openai.com/docs/api-reference/embeddings). */
const embeddingsAnswer = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()).min(1) })),
});

/** Why embedding failed; `message` is for the server log (it may name the endpoint's answer). */
export class EmbeddingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmbeddingsError";
  }
}

/** The endpoint Agora posts to: the configured base URL's `/embeddings`, unless it already ends so. */
export function embeddingsEndpoint(base: URL): URL {
  if (base.pathname.replace(/\/+$/, "").endsWith("/embeddings")) return base;
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/embeddings`;
  return url;
}

/**
 * An {@link EmbedTexts} over an OpenAI-compatible endpoint, called through the SSRF guard
 * (verification/outbound.ts) like every outbound request: `{model, input: texts}` with the API
 * key as a bearer token, answered with one `embedding` per input, in `index` order.
 * @throws EmbeddingsError when the endpoint is unreachable, refused by the address policy, answers
 *   other than 2xx, or answers vectors that are missing, of mixed lengths or not numbers.
 */
export function openAiEmbeddings(
  settings: NonNullable<Config["embeddings"]>,
  policy: Pick<OutboundPolicy, "allowIpLiterals" | "resolve">,
): EmbedTexts {
  const url = embeddingsEndpoint(settings.url);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  return async (texts, timeoutMs) => {
    const body = JSON.stringify({ model: settings.model, input: texts });
    const full: OutboundPolicy = {
      ...policy,
      allowPrivate: settings.allowPrivate,
      timeoutMs,
      maxBytes: embeddingResponseMaxBytes,
      maxRedirects: 0,
    };
    let answer: { status: number; body: string };
    try {
      answer = await callOutbound(url, { method: "POST", body, headers }, full);
    } catch (err) {
      throw new EmbeddingsError(err instanceof OutboundError ? err.reason : String(err));
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new EmbeddingsError(`the endpoint answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return vectorsOfAnswer(answer.body, texts.length);
  };
}

function vectorsOfAnswer(body: string, count: number): number[][] {
  let parsed: z.infer<typeof embeddingsAnswer>;
  try {
    parsed = embeddingsAnswer.parse(JSON.parse(body));
  } catch {
    throw new EmbeddingsError("the endpoint's answer is not an embeddings list");
  }
  const vectors: number[][] = [];
  for (const item of parsed.data) vectors[item.index] = item.embedding;
  const dims = vectors[0]?.length;
  if (vectors.length !== count || vectors.some((v) => v === undefined || v.length !== dims))
    throw new EmbeddingsError(
      `the endpoint answered ${parsed.data.length} vectors of mixed lengths for ${count} texts`,
    );
  return vectors;
}

/** What a match needs to add similarity to relevance: the model, how to embed, and a deadline. */
export interface SemanticRelevance {
  model: string;
  embed: EmbedTexts;
  /** Deadline of embedding a need while the match waits, ms. */
  needTimeoutMs: number;
  needCache: LRUCache<string, number[]>;
  log: Pick<FastifyBaseLogger, "warn">;
}

/**
 * The instance's semantic relevance, or undefined when EMBEDDINGS_URL is not set (the built-in
 * ranker works alone).
 * @param embed how to embed; defaults to {@link openAiEmbeddings} of `settings` (tests pass a fake).
 */
export function createSemanticRelevance(
  settings: Config["embeddings"],
  policy: Pick<OutboundPolicy, "allowIpLiterals" | "resolve">,
  log: Pick<FastifyBaseLogger, "warn">,
  embed?: EmbedTexts,
): SemanticRelevance | undefined {
  if (!settings) return undefined;
  return {
    model: settings.model,
    embed: embed ?? openAiEmbeddings(settings, policy),
    needTimeoutMs: settings.timeoutMs,
    needCache: new LRUCache({ max: needCacheMax }),
    log,
  };
}

/** The text of a need that is embedded: its words, and the skills asked for. */
export function needText(description: string, skills: readonly string[]): string {
  return skills.length ? `${description}\nSkills: ${skills.join(", ")}` : description;
}

/**
 * A need's vector, from the cache or the endpoint within {@link SemanticRelevance.needTimeoutMs}.
 * @returns undefined when the endpoint failed or was late (logged as a warning): the match ranks
 *   without similarity. Never throws.
 */
export async function embedNeed(semantic: SemanticRelevance, text: string): Promise<number[] | undefined> {
  const cached = semantic.needCache.get(text);
  if (cached) return cached;
  try {
    const [vector] = await semantic.embed([text], semantic.needTimeoutMs);
    if (vector) semantic.needCache.set(text, vector);
    return vector;
  } catch (err) {
    semantic.log.warn({ err }, "need not embedded; matching without semantic relevance");
    return undefined;
  }
}

/**
 * Cosine similarity of two vectors, in [-1, 1]; undefined when their lengths differ (vectors of
 * two models) or either is all zeros.
 */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number | undefined {
  if (a.length !== b.length) return undefined;
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa === 0 || bb === 0 ? undefined : dot / Math.sqrt(aa * bb);
}

/**
 * Each agent's cosine similarity to the need, by agent id, once the need's vector comes; none when
 * semantic relevance is off or the need could not be embedded. Agents without a stored vector of
 * the model are absent (the ranker uses their text alone).
 */
export async function similaritiesOf(
  db: Db | Tx,
  semantic: SemanticRelevance | undefined,
  needVector: Promise<number[] | undefined>,
  agentIds: readonly string[],
): Promise<Map<string, number>> {
  const need = await needVector;
  if (!semantic || !need || !agentIds.length) return new Map();
  const vectors = await agentVectorsOf(db, agentIds, semantic.model);
  const out = new Map<string, number>();
  for (const [id, v] of vectors) {
    const c = cosine(need, v);
    if (c !== undefined) out.set(id, c);
  }
  return out;
}

/**
 * One pass: embeds active agents whose listing text or model changed, {@link embeddingBatch} at a
 * time, at most {@link embeddingBatchesPerPass} batches. The database says what is left, so a pass
 * cut short by a failure or a restart loses nothing: the next one finds the same agents.
 * @returns how many agents were embedded.
 * @throws EmbeddingsError or the database's error; the scheduler logs it and tries at the next pass.
 */
export async function embedChangedAgents(
  db: Db,
  semantic: Pick<SemanticRelevance, "model" | "embed">,
): Promise<number> {
  let embedded = 0;
  for (let i = 0; i < embeddingBatchesPerPass; i++) {
    const texts = await agentTextsToEmbed(db, semantic.model, embeddingBatch);
    if (!texts.length) break;
    const vectors = await semantic.embed(
      texts.map((t) => t.text),
      embeddingBatchTimeoutMs,
    );
    await saveAgentVectors(
      db,
      semantic.model,
      texts.map((t, k) => ({ agentId: t.agentId, textHash: t.textHash, vector: Float32Array.from(vectors[k] ?? []) })),
    );
    embedded += texts.length;
    if (texts.length < embeddingBatch) break;
  }
  return embedded;
}

/**
 * Runs {@link embedChangedAgents} every `intervalMs` on the shared scheduler, the first pass at once.
 * @returns a function that stops it; with `intervalMs` 0 nothing runs (tests call passes themselves).
 */
export function startEmbeddingWorker(
  db: Db,
  semantic: SemanticRelevance,
  log: Pick<FastifyBaseLogger, "warn">,
  intervalMs: number,
): () => void {
  if (intervalMs <= 0) return () => {};
  return schedule(
    [
      {
        failureMessage: "agents not embedded",
        intervalMs,
        runAtStart: true,
        work: () => embedChangedAgents(db, semantic),
      },
    ],
    log,
  );
}
