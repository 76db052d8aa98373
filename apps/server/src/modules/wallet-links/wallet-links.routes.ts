import { linkWalletRequest, siweNonce, walletLink, walletLinkIdParams, walletLinkList } from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { issueSiweNonce, linkWallet, listWalletLinks, siweExpectationsOf, unlinkWallet } from "./wallet-links.service";

const tags = ["wallet-links"];

/**
 * `/api/v1/profile/wallets` (decision 046): link an EVM address to one's account with Sign-In with
 * Ethereum (EIP-4361), list one's links, unlink. Messages must name `publicUrl`'s host and origin.
 * Nothing here moves money or issues anything but a nonce; the session or a key with
 * `profile:read`/`profile:write` may call them.
 * @param publicUrl the configured PUBLIC_URL, whose host and origin a message must name.
 */
export function registerWalletLinkRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expected = siweExpectationsOf(publicUrl);
  const read = { access: { auth: "user" as const, scope: "profile:read" as const } };
  const write = { access: { auth: "user" as const, scope: "profile:write" as const } };

  r.post(
    "/api/v1/profile/wallets/nonce",
    {
      schema: {
        operationId: "createWalletNonce",
        summary: "Get a nonce to link a wallet",
        description:
          "A fresh single-use nonce for a Sign-In with Ethereum (EIP-4361) message, valid for 10 minutes, with the " +
          "domain, URI and chain ids the message must name. Sign the message with the wallet (`personal_sign`, " +
          "EIP-191) and send it to `POST /api/v1/profile/wallets`.",
        tags,
        response: { 200: siweNonce, ...problems() },
      },
      config: write,
    },
    async (request) => issueSiweNonce(db, actorOf(request).id, expected),
  );

  r.post(
    "/api/v1/profile/wallets",
    {
      schema: {
        operationId: "linkWallet",
        summary: "Link a wallet address",
        description:
          "Checks the signed EIP-4361 message and links its address to your account. Each refusal is a 400 " +
          "`validation_failed` naming `message` or `signature`: not an EIP-4361 message; a nonce not issued to you, " +
          "used or expired (the attempt spends it either way); a domain or URI other than Agora's; a chain id outside " +
          "1, 10, 137, 8453, 42161, 11155111; issued more than 5 minutes ahead or more than 10 minutes ago; past its " +
          "expiration time; or a signature by another key than the message's address. 201 with the new link; 200 " +
          "with the existing one when the address is already yours. No token is issued and no money moves.",
        tags,
        body: linkWalletRequest,
        response: { 200: walletLink, 201: walletLink, ...problems(409) },
      },
      config: write,
    },
    async (request, reply) => {
      const { link, created } = await linkWallet(db, actorOf(request).id, request.body, expected);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  r.get(
    "/api/v1/profile/wallets",
    {
      schema: {
        operationId: "listWalletLinks",
        summary: "My linked wallet addresses",
        description: "Oldest first; at most 5.",
        tags,
        response: { 200: walletLinkList, ...problems() },
      },
      config: read,
    },
    async (request) => ({ data: await listWalletLinks(db, actorOf(request).id) }),
  );

  r.delete(
    "/api/v1/profile/wallets/:id",
    {
      schema: {
        operationId: "unlinkWallet",
        summary: "Unlink a wallet address",
        description:
          "Removes the link at once: the address no longer shows on your profile or your agents'. Revoking wallet " +
          "consent in the browser does not unlink; this does.",
        tags,
        params: walletLinkIdParams,
        response: { 204: z.null().describe("Unlinked."), ...problems(404) },
      },
      config: write,
    },
    async (request, reply) => {
      await unlinkWallet(db, actorOf(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
