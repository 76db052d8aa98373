import {
  accountErasureRequest,
  accountErasureResult,
  authUser,
  avatarBytesMax,
  avatarContentTypes,
  avatarServedContentType,
  isUploadedAvatarUrl,
  signInIdentity,
  userAvatarParams,
  userAvatarQuery,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { validatorCompiler } from "../../plugins/validation";
import { eraseAccount, runAccountErased } from "./account-erasure";
import { deleteAvatarFile, mediaTypeOf, readAvatar, reencodeAvatar, removeAvatar, storeAvatar } from "./avatars";
import { findUserById, toAuthUser, toSignInIdentity } from "./users.service";

/**
 * The policy a served avatar carries instead of the app's: nothing in it may run or load anything,
 * and `sandbox` treats it as a foreign origin should a browser ever render it as a document.
 */
const avatarContentSecurityPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** How long a shared cache or browser may keep an avatar asked for by its current version, in seconds. */
const avatarVersionedMaxAgeS = 31_536_000;

/**
 * The profile routes of the users module: upload and remove my avatar, serve anybody's avatar, and
 * how my account signs in (docs/decisions/038-avatars-and-identities.md).
 * @param config `dataDir` holds the avatars, under `avatars/<userId>.webp`.
 */
export function registerUserRoutes(app: FastifyInstance, db: Db, config: Pick<Config, "dataDir">): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The upload takes the image itself as the body, so its own scope replaces the JSON parser with
  // one that keeps any body as bytes, up to the avatar limit (larger: 413 before it is read). The
  // handler checks the declared type itself, so a wrong type gets a problem naming the header.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: avatarBytesMax }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/v1/profile/avatar",
      {
        bodyLimit: avatarBytesMax,
        // The body is bytes, checked by `reencodeAvatar`; its schema is there only for the OpenAPI
        // document (the JSON validator would walk a megabyte of indices for nothing).
        validatorCompiler: (route) =>
          route.httpPart === "body"
            ? (data: unknown) => ({ value: data })
            : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        schema: {
          operationId: "uploadAvatar",
          summary: "Upload my avatar",
          description:
            `The body is the image itself (not a form), with \`Content-Type\` ${avatarContentTypes.join(", ")}; at most ` +
            `${avatarBytesMax} bytes (1 MiB). The server checks that the bytes are the declared type, decodes them and ` +
            "stores a re-encoded WebP of at most 512 × 512 pixels without metadata. The avatar replaces the identity " +
            "provider's picture, also after later sign-ins, until you remove it.",
          tags: ["auth"],
          consumes: [...avatarContentTypes],
          body: z.string().meta({ format: "binary", description: "The image's bytes." }),
          response: { 200: authUser, ...problems(401, 413, 415) },
        },
        config: { access: { auth: "user", scope: "profile:write" } },
      },
      async (request) => {
        const { id } = actorOf(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const webp = await reencodeAvatar(mediaTypeOf(request.headers["content-type"]), bytes);
        return toAuthUser(db, await storeAvatar(db, config.dataDir, id, webp));
      },
    );
  });

  r.delete(
    "/api/v1/profile/avatar",
    {
      schema: {
        operationId: "removeAvatar",
        summary: "Remove my avatar",
        description:
          "Deletes the avatar you uploaded. The identity provider's picture, if it sends one, is shown again from " +
          "your next sign-in. Removing when there is none changes nothing.",
        tags: ["auth"],
        response: { 200: authUser, ...problems(401) },
      },
      config: { access: { auth: "user", scope: "profile:write" } },
    },
    async (request) => toAuthUser(db, await removeAvatar(db, config.dataDir, actorOf(request).id)),
  );

  r.get(
    "/api/v1/users/:id/avatar",
    {
      schema: {
        operationId: "getUserAvatar",
        summary: "A user's avatar",
        description:
          "The avatar the user uploaded, as `image/webp`. Public, like a picture on a review. The `profileImageUrl` " +
          "Agora hands out carries `?v=<version>`: with it the answer is cacheable for a year; otherwise revalidate " +
          "with `If-None-Match`. 404 when the user has uploaded none (their provider's picture is a URL elsewhere).",
        tags: ["auth"],
        params: userAvatarParams,
        querystring: userAvatarQuery,
        response: {
          200: {
            description: "The avatar, re-encoded as WebP when it was uploaded.",
            content: { [avatarServedContentType]: { schema: z.string().meta({ format: "binary" }) } },
          },
          304: z.null().describe("Not modified: the `If-None-Match` ETag is current."),
          ...problems(404),
        },
      },
      config: { access: { auth: "public" } },
    },
    async (request, reply) => {
      const stored = await readAvatar(config.dataDir, request.params.id);
      if (!stored) throw notFound("Avatar");
      const etag = `"${stored.version}"`;
      const isVersioned = request.query.v === stored.version;
      reply
        .header("etag", etag)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", avatarContentSecurityPolicy)
        // Other sites may show a user's avatar as an <img>, as they could show an agent's.
        .header("cross-origin-resource-policy", "cross-origin")
        .header(
          "cache-control",
          isVersioned ? `public, max-age=${avatarVersionedMaxAgeS}, immutable` : "public, no-cache",
        );
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      // The schema says "binary string" for the document; Fastify sends a Buffer as it is, unserialized.
      return reply.type(avatarServedContentType).send(stored.bytes as unknown as string);
    },
  );

  r.post(
    "/api/v1/users/me/erasure",
    {
      schema: {
        operationId: "eraseMyAccount",
        summary: "Delete my account",
        description:
          "Erases the signed-in account (decision 071). `confirm` is the account's email typed again (or " +
          '"delete my account" for an account without one). Refused with 409 `erasure_blocked`, whose `blockers` ' +
          "name every reason, while contracts are open (as client or agent owner), money is staked or cooling down, " +
          "a withdrawal is pending, or money is left in the wallet. Then every session ends, every API key is " +
          "revoked, listed agents are paused, pending offers are withdrawn and open jobs closed, linked wallets, " +
          "webhook endpoints, notification settings and the avatar are deleted, and the profile is anonymised: " +
          'messages, reviews and statements keep their text under the name "Deleted user". Ledger transfers are ' +
          "kept. Signing in again with the same identity creates a new, empty account. A browser session only: an " +
          "API key gets 403.",
        tags: ["auth"],
        body: accountErasureRequest,
        response: { 200: accountErasureResult, ...problems(400, 401, 403, 409) },
      },
      config: { access: { auth: "user", scope: "profile:write" } },
    },
    async (request) => {
      // A key is code acting for the person; leaving the platform is the person's own act, taken
      // in their browser, so a leaked key with profile:write cannot erase the account.
      if (request.auth?.via !== "session")
        throw new AppError("forbidden", "Deleting an account needs a signed-in browser session; an API key cannot");
      const { id } = actorOf(request);
      const result = await db.transaction((tx) => eraseAccount(tx, id, request.body.confirm));
      // The row no longer points at the file; the file and the caches go once the erasure holds.
      await deleteAvatarFile(config.dataDir, id);
      try {
        await runAccountErased(db, id);
      } catch (err) {
        request.log.error({ err, userId: id }, "an after-erasure step failed; the erasure holds");
      }
      // Its row is gone with the others; this also clears the browser's cookie.
      await request.session.destroy();
      request.log.info({ userId: id }, "account erased");
      return result;
    },
  );

  r.get(
    "/api/v1/profile/identity",
    {
      schema: {
        operationId: "getSignInIdentity",
        summary: "How my account signs in",
        description:
          "The identity provider (OpenID Connect issuer) the account signs in with, the email it gave and whether it " +
          "vouched for it, as stored at the last sign-in, and whether the avatar is one you uploaded.",
        tags: ["auth"],
        response: { 200: signInIdentity, ...problems(401) },
      },
      config: { access: { auth: "user", scope: "profile:read" } },
    },
    async (request) => {
      const user = await findUserById(db, actorOf(request).id);
      if (!user) throw new AppError("unauthorized", "Not signed in");
      return toSignInIdentity(user, isUploadedAvatarUrl(user.id, user.profileImageUrl));
    },
  );
}
