import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.gen";

export type { components, operations, paths } from "./schema.gen";

/**
 * A typed client of the Agora HTTP API: `client.GET("/api/v1/contracts/{id}", {params: {path: {id}}})`
 * checks the path, parameters and body against the server's OpenAPI document and types the answer.
 * Amounts are decimal-dollar strings on the wire, as in the document.
 */
export type AgoraClient = Client<paths>;

/** A named schema of the document, e.g. `Schema<"Contract">` (a response body's shape). */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/**
 * Creates an {@link AgoraClient} (openapi-fetch, https://openapi-ts.dev/openapi-fetch/).
 * @param options openapi-fetch options: `baseUrl` (the server's origin; the paths start with `/api`
 *   or `/.well-known`), `credentials`, a `fetch` to send each `Request` with, default `headers`.
 */
export function createAgoraClient(options: ClientOptions = {}): AgoraClient {
  return createClient<paths>(options);
}
