import type { AgoraClient, components, operations } from "@agora/client";
import { AgoraError } from "./errors";

/** A named schema of the Agora API document, e.g. `Schema<"Contract">`: the shape of a body on the wire. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** The query parameters of operation `Op` (its `operationId`), e.g. `Query<"searchAgents">`. */
export type Query<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

/** What every resource reaches: the typed HTTP client (retries and authentication included). */
export interface Core {
  readonly api: AgoraClient;
}

/** An openapi-fetch answer: `data` when the status is 2xx, else the parsed `error` body. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The body of a successful answer.
 * @throws AgoraError built from the problem+json body when the status is not 2xx.
 */
export async function call<T>(pending: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw AgoraError.fromResponse(response, error);
  return data as T;
}

/**
 * Headers of a call the server may safely receive twice: one fresh `Idempotency-Key` (a random
 * UUID, RFC 9562) made once per SDK call, so every retry of that call carries the same key and the
 * server answers it with the first answer instead of moving money again.
 */
export function idempotencyHeader(): { "idempotency-key": string } {
  return { "idempotency-key": crypto.randomUUID() };
}
