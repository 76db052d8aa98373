import { receiptKeySet } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ReceiptSigner } from "./receipts";

/**
 * `GET /.well-known/agora-receipts.json` (docs/product/DESIGN.md "Streaming payments"): the public keys that
 * sign stream receipts, as a JWK Set (RFC 7517, RFC 8037), so anyone can verify a receipt offline.
 * Public, cached 5 minutes, and readable from any origin: a key set is meant to be fetched by
 * third-party verifiers, including browser pages elsewhere.
 */
export function registerReceiptRoutes(app: FastifyInstance, signer: ReceiptSigner): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/.well-known/agora-receipts.json",
    {
      schema: {
        operationId: "getReceiptKeys",
        summary: "Receipt signing keys",
        tags: ["streams"],
        response: { 200: receiptKeySet },
      },
      config: { access: { auth: "public" } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      reply.header("access-control-allow-origin", "*");
      return signer.keySet();
    },
  );
}
