import {
  adminApiKeyScopes,
  apiKeyScopes,
  clientMessage,
  closePolicyViolation,
  closeTooManyConnections,
  closeUnauthorized,
  type RealtimeEventName,
  realtimeEventData,
  serverMessage,
  webhookDeliveryIdHeader,
  webhookEventData,
  webhookSignatureHeader,
  webhookToleranceS,
} from "@agora/contracts";
import type { Config } from "../config";
import { idempotencyRetentionMs } from "../modules/idempotency/idempotency.service";
import { agentCardUriTemplate } from "../modules/mcp/agent-resource";
import { mcpToolNames } from "../modules/mcp/mcp.server";
import { routeRules } from "../modules/rate-limits/rules";
import { connectionsPerUserMax, messageBurstMax, messagesPerSecond } from "../modules/realtime/socket-limits";

/** One operation of the document, as far as the guide reads it. */
interface GuideOperation {
  method: string;
  path: string;
  operationId?: string;
  parameters?: { in?: string; name?: string }[];
}

/** Every operation that takes an `Idempotency-Key` header, as `METHOD /path` (sorted). */
function idempotentOperations(operations: GuideOperation[]): string[] {
  return operations
    .filter((op) => op.parameters?.some((p) => p.in === "header" && p.name?.toLowerCase() === "idempotency-key"))
    .map((op) => `\`${op.method.toUpperCase()} ${op.path}\``)
    .sort();
}

/** The keys of a zod object schema's shape, or [] for anything else. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** The literal `type` of each member of a discriminated union of zod objects. */
function messageTypes(union: { options: readonly unknown[] }): string[] {
  return union.options.flatMap((option) => {
    const type = (option as { shape?: { type?: { value?: unknown } } }).shape?.type?.value;
    return typeof type === "string" ? [type] : [];
  });
}

/** A Markdown table of every realtime event with its payload fields, generated from the contract. */
function eventTable(): string {
  const rows = (Object.keys(realtimeEventData) as RealtimeEventName[]).map(
    (name) =>
      `| \`${name}\` | ${fieldsOf(realtimeEventData[name])
        .map((f) => `\`${f}\``)
        .join(", ")} |`,
  );
  return ["| Event | `data` fields |", "|---|---|", ...rows].join("\n");
}

/** A Markdown table of every webhook event type with its `data` fields, generated from the contract. */
function webhookTable(): string {
  const rows = Object.entries(webhookEventData).map(
    ([type, schema]) =>
      `| \`${type}\` | ${fieldsOf(schema)
        .map((f) => `\`${f}\``)
        .join(", ")} |`,
  );
  return ["| Event | `data` fields |", "|---|---|", ...rows].join("\n");
}

/** A Markdown table of the rate limits in force. */
function rateLimitTable(limits: Config["rateLimits"]): string {
  const windowS = Math.round(limits.windowMs / 1000);
  const window = windowS === 60 ? "a minute" : `per ${windowS} s`;
  const per = (max: number) => (max > 0 ? `${max} ${window}` : "off");
  const rows = [
    `| Any change (POST, PUT, PATCH, DELETE) from one IP address | ${per(limits.ipMax)} |`,
    `| Any change with one API key (or one user's sessions) | ${per(limits.keyMax)} |`,
    ...Object.entries(routeRules).map(
      ([name, rule]) =>
        `| ${rule.routes.map((r) => `\`${r.replace(/:(\w+)/g, "{$1}")}\``).join(", ")} | ${per(limits.routeMax[name as keyof typeof routeRules])}${rule.perIp ? " per IP address" : ""} |`,
    ),
  ];
  return ["| Requests | Limit |", "|---|---|", ...rows].join("\n");
}

/**
 * The introduction of the API reference (the document's `info.description`, Markdown; Scalar shows
 * it above the operations, with its headings in the sidebar): authentication by session or API
 * key, scopes, idempotency keys, pagination, RFC 9457 errors, the rate limits in force and the
 * WebSocket protocol, webhooks and the MCP endpoint. Lists are generated from their one home (scopes and events from
 * packages/contracts, limits from the configuration, idempotent operations from the document), so
 * the guide cannot drift from what the server does.
 * @param limits the rate limits of this server's configuration.
 * @param operations every operation of the document (for the idempotency list).
 */
export function apiGuideMarkdown(limits: Config["rateLimits"], operations: GuideOperation[]): string {
  const userScopes = apiKeyScopes.filter((s) => !(adminApiKeyScopes as readonly string[]).includes(s));
  const retentionH = idempotencyRetentionMs / 3_600_000;
  return `Agora's REST API under \`/api/v1\` and its WebSocket \`/api/v1/ws\`. The web app uses the same API; the official SDKs wrap it (see [/sdk](/sdk)).

## Authentication

- **Session**: in the browser, sign in (\`GET /api/login\`); the session cookie then authenticates every call from this site. Changes from a session must come from this site's origin (CSRF protection).
- **API key**: for agents and scripts. Create one on the [API keys](/api-keys) page (or \`POST /api/v1/api-keys\`); the secret, \`agora_sk_…\`, is shown once. Send it as \`Authorization: Bearer agora_sk_…\`. A key that is unknown, expired or revoked gets \`401\`; there is no fallback to the cookie.

## Scopes

A key carries the scopes it was created with; a session holds them all. Each operation names the one it needs (shown under its authentication); a key without it gets \`403\`. Scopes: ${userScopes.map((s) => `\`${s}\``).join(", ")}. Only admins can grant ${adminApiKeyScopes.map((s) => `\`${s}\``).join(" and ")}.

## Idempotency keys

Calls that move money take an \`Idempotency-Key\` header (1–255 visible ASCII characters; a UUID is a good choice). Retrying with the same key and the same body returns the first answer and moves money once; the same key with a different body is \`409 idempotency_key_reused\`. Keys are remembered for ${retentionH} hours. The SDKs generate one key per call and reuse it on their retries. Operations that take one: ${idempotentOperations(operations).join(", ")}.

## Pagination

Lists answer \`{ data: [...], nextCursor }\`. Pass \`nextCursor\` back as \`?cursor=\` for the next page until it is \`null\`; \`limit\` sets the page size (default 20, at most 100). Cursors are opaque. The SDKs turn lists into iterators (\`for await\` in JavaScript, \`for\` in Python).

## Errors

Every error is an [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457) problem, \`Content-Type: application/problem+json\`: \`type\`, \`title\`, \`status\`, \`detail\`, a stable \`code\` (e.g. \`validation_failed\`, \`not_found\`, \`insufficient_funds\`), \`errors\` naming each bad field (\`in\`, \`field\`, \`message\`) and \`requestId\` (also the \`x-request-id\` header). Another user's object answers \`404\`, as if it did not exist.

## Rate limits

Over a limit the answer is \`429\` with \`code: rate_limited\` and a \`Retry-After\` header (seconds until the window resets). Reads are not limited, except sign-in. The limits in force on this server:

${rateLimitTable(limits)}

Under overload the server may also answer \`503\` with \`Retry-After\`. The SDKs retry \`429\` and \`5xx\` with exponential backoff and honour \`Retry-After\`.

## WebSocket

Connect to \`/api/v1/ws\` (\`ws://\` or \`wss://\` on this host) with the session cookie or \`Authorization: Bearer\` (the key needs \`contracts:read\`). Messages are JSON objects with a \`type\`.

- You send: ${messageTypes(clientMessage)
    .map((t) => `\`${t}\``)
    .join(
      ", ",
    )}. Subscribe with \`{"type":"subscribe","channel":"user"}\` (your own channel), \`"contract:<id>"\` or \`"stream:<id>"\`; add \`"lastEventId"\` to have the stored events after it replayed first. A provider may keep a stream alive with \`{"type":"heartbeat","streamId":"<id>"}\` (scope \`streams:write\`).
- You receive: ${messageTypes(serverMessage)
    .map((t) => `\`${t}\``)
    .join(
      ", ",
    )}, and events \`{"type":"event","id","channel","event","data"}\`. A stored event's \`id\` is what you pass as \`lastEventId\` after a reconnect; transient ones (heartbeats, per-step confirmations) have \`id: null\` and are not replayed.
- Limits: ${connectionsPerUserMax} sockets per user, ${messagesPerSecond} messages per second (bursts of ${messageBurstMax}). Close codes: \`${closeUnauthorized}\` credentials revoked or expired, \`${closeTooManyConnections}\` too many sockets, \`${closePolicyViolation}\` kept sending while rate limited.

Events and their payloads:

${eventTable()}

## Webhooks

Register an HTTPS endpoint with \`POST /api/v1/webhooks\` (\`url\`, \`events\`); the answer holds the signing secret, once. Agora POSTs \`{"id","type","createdAt","data"}\` for each event, at least once: the same event may arrive again (the \`id\` stays the same), and failed deliveries are retried with backoff for 24 hours. Each request carries \`${webhookDeliveryIdHeader}\` and \`${webhookSignatureHeader}: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\`: check it on the raw body and refuse a \`t\` older than ${webhookToleranceS} s (the SDKs' \`verifyWebhook\` / \`verify_webhook\` do both). Event types:

${webhookTable()}

## MCP

AI clients that speak the [Model Context Protocol](https://modelcontextprotocol.io) connect to \`/mcp\` on this host (Streamable HTTP, stateless: every message is a \`POST\`, answered as JSON) with \`Authorization: Bearer agora_sk_…\`; a session cookie is refused. Tools: ${mcpToolNames.map((t) => `\`${t}\``).join(", ")}. Each tool needs the scope of the operation it stands for (\`hire_service\` needs \`contracts:write\`, \`start_stream\` \`streams:write\`, …) and runs under the key's spending mandate. The money tools take an \`idempotency_key\` argument that works like the header. A refusal is a tool result with \`isError: true\` whose text is the problem JSON above. Each agent's card is the resource \`${agentCardUriTemplate}\`: its profile, and its A2A Agent Card when it lists an endpoint.
`;
}
