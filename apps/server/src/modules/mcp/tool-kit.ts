import { randomUUID } from "node:crypto";
import type { Problem } from "@agora/contracts";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { type Actor, holdsScope, type Principal } from "../../lib/principal";
import { problemBody } from "../../lib/problem";
import { untrustedContentNotice, untrustedFields } from "../../lib/untrusted-content";
import type { UserScope } from "../../plugins/auth";
import { problemOf } from "../../plugins/errors";
import { idempotencyKeyPattern, idempotent } from "../idempotency";
import type { SemanticRelevance } from "../matching";
import type { RouteRuleName } from "../rate-limits";
import type { ReceiptSigner } from "../streams";

/** What every tool of one MCP request runs with: the caller's key, the database and the platform's signer. */
export interface McpContext {
  db: Db;
  /** The API key's principal: its user and scopes. */
  principal: Principal;
  /** The principal as the services take it, carrying the key's id so its mandate applies. */
  actor: Actor;
  /** Whether the test-funds rail is on (the wallet reports it). */
  testFunds: boolean;
  /** The server's PUBLIC_URL, for the links in agent cards. */
  publicUrl: string;
  signer: ReceiptSigner;
  /** Embedding similarity for `find_agents`, when the instance has it (matching/semantic.ts). */
  semantic: SemanticRelevance | undefined;
  log: FastifyBaseLogger;
  /**
   * Counts this call against a tighter REST budget (`hire`), which the rate limiter cannot see
   * inside an MCP message. @throws RetryLaterError('rate_limited') when it is spent.
   */
  chargeRouteRule: (rule: RouteRuleName) => Promise<void>;
}

/** How a tool is described to the model and guarded. */
export interface ToolSpec<S extends z.ZodObject> {
  /** What the tool does, when to call it and what it answers, written for a model. */
  description: string;
  /** The arguments, from the contracts' zod schemas; the SDK publishes them as JSON Schema. */
  input: S;
  /** The API key scope the tool needs, as the matching REST route declares it; none for public reads. */
  scope: UserScope | undefined;
  /** True for tools that change nothing (MCP's `readOnlyHint`). */
  readOnly: boolean;
}

/** A tool's arguments' `idempotency_key`: money tools replay their first result for a repeated key. */
export const idempotencyKeyArg = z
  .string()
  .regex(idempotencyKeyPattern, "must be 1 to 255 visible ASCII characters")
  .optional()
  .describe(
    "Makes the call safe to retry: calling this tool again with the same key and arguments returns the first " +
      "result and moves no money twice. One is generated when absent; it is returned as `idempotency_key`.",
  );

/**
 * Registers tool `name` on `server`: checks the key's scope first, runs `run` with the validated
 * arguments, and answers its value as JSON text (and structured content). A refusal is a tool
 * error (`isError: true`) carrying the problem's code and detail, so the model can read why.
 */
export function addTool<S extends z.ZodObject>(
  server: McpServer,
  ctx: McpContext,
  name: string,
  spec: ToolSpec<S>,
  run: (args: z.output<S>) => Promise<object>,
): void {
  const annotations = { readOnlyHint: spec.readOnly, destructiveHint: false, openWorldHint: false };
  // The SDK infers the callback's argument type from a zod schema it cannot see through a generic.
  const handler = async (args: z.output<S>): Promise<CallToolResult> => {
    if (spec.scope && !holdsScope(ctx.principal, spec.scope))
      return toolError(problemBody(403, "forbidden", `This API key lacks the scope ${spec.scope}`));
    try {
      return toolResult(await run(args));
    } catch (error) {
      return toolError(problemOf(error, ctx.log, `mcp ${name}`));
    }
  };
  const inputSchema = publishable(spec.input);
  const description = `${spec.description} ${untrustedContentNotice}`;
  server.registerTool(name, { description, inputSchema, annotations }, handler as never);
}

/** Each input schema's publishable copy, made once: a server is built per request. */
const publishableCopies = new WeakMap<z.ZodObject, z.ZodObject>();

/**
 * `schema` without the contract's registered id, so the published JSON Schema is the object itself
 * (MCP clients require `type: "object"` at the root) rather than a `$ref` into definitions.
 */
function publishable<S extends z.ZodObject>(schema: S): S {
  let copy = publishableCopies.get(schema);
  if (!copy) {
    copy = schema.extend({});
    publishableCopies.set(schema, copy);
  }
  return copy as S;
}

/**
 * A successful tool answer: the value as JSON text for the model, and as structured content, with
 * `untrusted_fields` naming (as JSON Pointers) the values other users wrote (lib/untrusted-content.ts).
 */
export function toolResult(value: object): CallToolResult {
  const marked = { ...value, untrusted_fields: untrustedFields(value) };
  return { content: [{ type: "text", text: JSON.stringify(marked) }], structuredContent: marked };
}

/** A refused tool call: the problem as JSON text, flagged `isError` (MCP's tool-execution error). */
export function toolError(problem: Problem): CallToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(problem) }],
    structuredContent: { ...problem },
    isError: true,
  };
}

/** What a money tool answers besides its own result. */
export interface KeyedAnswer {
  /** The key the call ran under (the caller's, or the one generated for it). */
  idempotency_key: string;
  /** True when this is the stored result of an earlier call with the same key. */
  replayed: boolean;
}

/**
 * Runs a money tool's `work` in one transaction guarded by the idempotency store the REST API
 * uses ({@link idempotent}), keyed per user and tool: the same key and arguments replay the first
 * result without running `work` again; other arguments under the same key are refused with
 * `idempotency_key_reused`.
 * @param args the tool's arguments; `idempotency_key` is the key (generated when absent), the rest the fingerprint.
 * @throws AppError('idempotency_key_reused'), or whatever `work` throws (then nothing is kept).
 */
export async function keyed<T extends object>(
  ctx: McpContext,
  tool: string,
  args: { idempotency_key?: string | undefined } & Record<string, unknown>,
  work: (tx: Tx) => Promise<T>,
): Promise<T & KeyedAnswer> {
  const { idempotency_key: given, ...fingerprinted } = args;
  const key = given ?? randomUUID();
  const result = await idempotent(
    ctx.db,
    { userId: ctx.actor.id, key: `mcp:${tool}:${key}`, route: `MCP ${tool}`, body: fingerprinted },
    async (tx) => ({ status: 200, body: await work(tx) }),
  );
  return { ...result.body, idempotency_key: key, replayed: result.replayed };
}
