import {
  type Dispute,
  dispute,
  disputeEvidenceBytesMax,
  disputeEvidenceContentTypes,
  disputeEvidenceFilesMax,
  disputeEvidenceParams,
  disputeEvidenceUploadQuery,
  disputeListQuery,
  disputeMessageRequest,
  disputePage,
  openDisputeRequest,
  resolveDisputeRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { validatorCompiler } from "../../plugins/validation";
import { type ContractChangeEvent, loadContract, publishContractChange } from "../hiring";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import {
  addDisputeEvidence,
  addDisputeMessage,
  getContractDispute,
  listDisputes,
  loadDispute,
  openDispute,
  resolveDispute,
} from "./disputes.service";
import {
  cleanEvidenceName,
  deleteEvidenceBytes,
  detectEvidenceType,
  findEvidenceFile,
  readEvidenceBytes,
  writeEvidenceBytes,
} from "./evidence-files";

/**
 * The policy a served evidence file carries: nothing in it may run or load anything, and `sandbox`
 * treats it as a foreign origin should a browser render it as a document.
 */
const evidenceContentSecurityPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** How long the uploader's browser may keep a file without asking again, in seconds: a file never changes. */
const evidenceMaxAgeS = 86_400;

/**
 * A `Content-Disposition` value (RFC 6266) carrying `name`: an ASCII fallback and the exact name in
 * RFC 8187 encoding, so no name can break out of the header.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const errors = problems(404, 409);
const idParams = z.object({ id: z.uuid() });

/** Announces a dispute change to the contract's channel and both parties. */
async function announce(
  tx: Tx,
  d: Pick<Dispute, "contractId" | "id" | "status">,
  event: Extract<ContractChangeEvent, `dispute.${string}`>,
): Promise<void> {
  const { contract } = await loadContract(tx, d.contractId, "system");
  await publishContractChange(tx, contract, event, { disputeId: d.id, disputeStatus: d.status });
}

/**
 * Disputes (docs/product/DESIGN.md "Hiring flow" 6): open, reply with evidence and evidence files
 * (decision 075), and the admin queue and resolution.
 * @param config `dataDir` holds the evidence files, under `dispute-evidence/<fileId>`.
 */
export function registerDisputeRoutes(app: FastifyInstance, db: Db, config: Pick<Config, "dataDir">): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: { auth: "user" as const, scope: "contracts:write" as const } };
  const read = { access: { auth: "user" as const, scope: "contracts:read" as const } };
  const adminRead = { access: { auth: "admin" as const, scope: "admin:read" as const } };
  const adminWrite = { access: { auth: "admin" as const, scope: "admin:write" as const } };

  r.post(
    "/api/v1/contracts/:id/disputes",
    {
      schema: {
        operationId: "openDispute",
        summary: "Open a dispute (freezes the escrow)",
        tags: ["disputes"],
        params: idParams,
        headers: idempotencyHeader,
        body: openDisputeRequest,
        response: { 201: dispute, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const body = await openDispute(tx, request.params.id, actor, request.body);
        await announce(tx, body, "dispute.opened");
        return { status: 201, body };
      });
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/contracts/:id/disputes",
    {
      schema: {
        operationId: "getContractDispute",
        summary: "A contract's dispute",
        tags: ["disputes"],
        params: idParams,
        response: { 200: dispute, ...problems(404) },
      },
      config: read,
    },
    async (request) => getContractDispute(db, request.params.id, actorOf(request)),
  );

  r.post(
    "/api/v1/disputes/:id/messages",
    {
      schema: {
        operationId: "addDisputeMessage",
        summary: "Reply or add evidence",
        tags: ["disputes"],
        params: idParams,
        body: disputeMessageRequest,
        response: { 201: dispute, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = await db.transaction(async (tx) => {
        const d = await addDisputeMessage(tx, request.params.id, actor, request.body);
        await announce(tx, d, "dispute.message");
        return d;
      });
      return reply.code(201).send(body);
    },
  );

  // The upload takes the file itself as the body (as the avatar does, decision 038), so its own
  // scope keeps any body as bytes up to the limit (larger: 413 before it is read).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: disputeEvidenceBytesMax }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/v1/disputes/:id/evidence",
      {
        bodyLimit: disputeEvidenceBytesMax,
        // The body is bytes, checked by `detectEvidenceType`; its schema is for the OpenAPI document only.
        validatorCompiler: (route) =>
          route.httpPart === "body"
            ? (data: unknown) => ({ value: data })
            : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        schema: {
          operationId: "uploadDisputeEvidence",
          summary: "Attach an evidence file",
          description:
            `The body is the file itself (not a form): a PNG, JPEG, WebP or GIF image or a PDF, at most ` +
            `${disputeEvidenceBytesMax} bytes (5 MiB). Its type is read from its bytes; a \`Content-Type\` of one of ` +
            `${disputeEvidenceContentTypes.join(", ")} must match them (\`application/octet-stream\` says nothing). ` +
            `The file becomes a message of its own in the thread. Parties and admins, while the dispute is open; ` +
            `at most ${disputeEvidenceFilesMax} files a dispute (409 \`limit_reached\`).`,
          tags: ["disputes"],
          params: idParams,
          querystring: disputeEvidenceUploadQuery,
          consumes: [...disputeEvidenceContentTypes, "application/octet-stream"],
          body: z.string().meta({ format: "binary", description: "The file's bytes." }),
          response: { 201: dispute, ...problems(404, 409, 413, 415) },
        },
        config: write,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        // Access first, so a stranger learns nothing about the file they sent.
        await loadDispute(db, request.params.id, actor, false);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = await detectEvidenceType(request.headers["content-type"], bytes);
        const stored = await writeEvidenceBytes(config.dataDir, bytes);
        const file = { ...stored, contentType, name: cleanEvidenceName(request.query.name), sizeBytes: bytes.length };
        try {
          const body = await db.transaction(async (tx) => {
            const d = await addDisputeEvidence(tx, request.params.id, actor, file, request.query);
            await announce(tx, d, "dispute.message");
            return d;
          });
          return reply.code(201).send(body);
        } catch (err) {
          await deleteEvidenceBytes(config.dataDir, stored.id);
          throw err;
        }
      },
    );
  });

  r.get(
    "/api/v1/disputes/:id/evidence/:fileId",
    {
      schema: {
        operationId: "getDisputeEvidence",
        summary: "Download an evidence file",
        description:
          "The file as uploaded, with the type read from its bytes, for the dispute's parties and admins (404 for " +
          "anyone else). Images are served inline, PDFs as a download (`Content-Disposition: attachment`); both " +
          "with `X-Content-Type-Options: nosniff` and a sandboxing `Content-Security-Policy`.",
        tags: ["disputes"],
        params: disputeEvidenceParams,
        response: {
          200: {
            description: "The file's bytes.",
            content: Object.fromEntries(
              disputeEvidenceContentTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
            ),
          },
          304: z.null().describe("Not modified: the `If-None-Match` ETag is current."),
          ...problems(404),
        },
      },
      config: read,
    },
    async (request, reply) => {
      await loadDispute(db, request.params.id, actorOf(request), false);
      const row = await findEvidenceFile(db, request.params.id, request.params.fileId);
      const etag = `"${row.sha256.slice(0, 32)}"`;
      const isPdf = row.contentType === "application/pdf";
      reply
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", evidenceContentSecurityPolicy)
        .header("cross-origin-resource-policy", "same-origin")
        // Only the parties and admins may read it: no shared cache keeps it.
        .header("cache-control", `private, max-age=${evidenceMaxAgeS}`)
        .header("content-disposition", contentDisposition(isPdf ? "attachment" : "inline", row.name));
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      const bytes = await readEvidenceBytes(config.dataDir, row.id);
      // The schema says "binary string" for the document; Fastify sends a Buffer as it is.
      return reply.type(row.contentType).send(bytes as unknown as string);
    },
  );

  r.get(
    "/api/v1/admin/disputes",
    {
      schema: {
        operationId: "listDisputes",
        summary: "Dispute queue (admin)",
        description:
          "Open disputes oldest first (the queue), resolved ones newest first; each with its thread, and a cursor for the next page.",
        tags: ["admin"],
        querystring: disputeListQuery,
        response: { 200: disputePage, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => listDisputes(db, request.query),
  );

  r.post(
    "/api/v1/admin/disputes/:id/resolve",
    {
      schema: {
        operationId: "resolveDispute",
        summary: "Resolve a dispute (admin): split the escrow",
        tags: ["admin"],
        params: idParams,
        headers: idempotencyHeader,
        body: resolveDisputeRequest,
        response: { 200: dispute, ...errors },
      },
      config: adminWrite,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => {
        const body = await resolveDispute(tx, request.params.id, actor, request.body);
        await announce(tx, body, "dispute.resolved");
        return { status: 200, body };
      });
      return sendIdempotent(reply, result);
    },
  );
}
