import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Fastify's log controller with one line per finished request instead of two: id (pino's `reqId`),
 * method, route pattern, path (query string dropped: it can carry OAuth codes), status, duration in
 * ms and the user id if any. Headers, cookies and bodies are never logged, so secrets cannot leak
 * through here.
 */
export class RequestLogController extends LogController {
  /** Suppresses Fastify's "incoming request" line; the completion line says it all. */
  override incomingRequest(): void {}

  /** Writes the request's one line: `error` level when it failed, `info` otherwise. */
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const url = (request.raw as { originalUrl?: string }).originalUrl ?? request.url;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: url.split("?", 1)[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      userId: request.auth?.user.id ?? null,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}
