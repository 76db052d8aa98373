import { z } from "zod";

/**
 * The image types an avatar upload may declare (`Content-Type` of `PUT /api/v1/profile/avatar`).
 * Whatever arrives is decoded and re-encoded by the server, which stores and serves WebP.
 */
export const avatarContentTypes = ["image/png", "image/jpeg", "image/webp"] as const;
/** One of {@link avatarContentTypes}. */
export type AvatarContentType = (typeof avatarContentTypes)[number];

/** Largest avatar upload, in bytes (1 MiB); a larger body is refused with 413 before it is read. */
export const avatarBytesMax = 1024 * 1024;

/** Width and height, in pixels, an avatar is scaled down to fit (never up) when it is re-encoded. */
export const avatarSidePxMax = 512;

/** The content type every stored avatar is served with: uploads are re-encoded to it. */
export const avatarServedContentType = "image/webp";

/** The path user `userId`'s uploaded avatar is served at, without its `?v=` version. */
export function userAvatarPath(userId: string): string {
  return `/api/v1/users/${userId}/avatar`;
}

/**
 * Whether `profileImageUrl` is the avatar user `userId` uploaded to Agora (any version), rather than
 * the identity provider's picture or none. The server keeps such a URL across sign-ins; the web app
 * offers to remove it.
 */
export function isUploadedAvatarUrl(userId: string, profileImageUrl: string | null): boolean {
  return profileImageUrl?.startsWith(`${userAvatarPath(userId)}?`) ?? false;
}

/** Path parameters of `GET /api/v1/users/{id}/avatar`. */
export const userAvatarParams = z.object({
  id: z.uuid().describe("The user's id (UUID)."),
});

/** Query of `GET /api/v1/users/{id}/avatar`. */
export const userAvatarQuery = z.object({
  v: z
    .string()
    .max(64)
    .optional()
    .describe(
      "The avatar's version, as in the `profileImageUrl` Agora hands out. With the current version the answer may be " +
        "cached for a year; without it, caches revalidate with the ETag.",
    ),
});

/**
 * How the account signs in and what its identity provider vouched for
 * (`GET /api/v1/profile/identity`). Only what Agora stored at the last sign-in; the provider may
 * know more.
 */
export const signInIdentity = z
  .object({
    issuer: z.string().describe("The OpenID Connect issuer URL of the identity provider the account signs in with."),
    email: z.string().nullable().describe("The email the provider gave at the last sign-in, if any."),
    emailVerified: z
      .boolean()
      .describe("The provider vouched for the email (`email_verified`) at the last sign-in; false without an email."),
    lastSignInAt: z
      .string()
      .nullable()
      .describe("When the account last signed in (ISO 8601), or null for an account made without a sign-in."),
    hasUploadedAvatar: z
      .boolean()
      .describe("The avatar is one the user uploaded to Agora rather than the provider's picture (or none)."),
  })
  .meta({ id: "SignInIdentity" });
/** See {@link signInIdentity}. */
export type SignInIdentity = z.infer<typeof signInIdentity>;
