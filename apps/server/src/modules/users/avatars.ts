import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type AvatarContentType,
  avatarBytesMax,
  avatarContentTypes,
  avatarSidePxMax,
  userAvatarPath,
} from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type UserRow, users } from "./users.tables";

// Each avatar is decoded once; sharp's operation cache would only hold megabytes of pixels nobody asks for again.
sharp.cache(false);

/**
 * Largest decoded image accepted, in pixels (width × height). A 1 MiB PNG of one colour can
 * declare tens of thousands of pixels a side; refusing before decoding keeps a "decompression bomb"
 * from taking the server's memory. 25 megapixels covers any photo a phone takes.
 */
export const avatarInputPixelsMax = 25_000_000;

/** The magic bytes each accepted type starts with (PNG spec §5.2, JPEG SOI + marker, RIFF/WEBP). */
const signatures: Record<AvatarContentType, (bytes: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

/** The sharp input format each accepted type must decode as. */
const sharpFormats: Record<AvatarContentType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
};

/**
 * The media type of a `Content-Type` header without its parameters, lower-cased;
 * `image/PNG; charset=x` → `image/png`. Empty for a missing header.
 */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Checks an upload and re-encodes it as a WebP of at most {@link avatarSidePxMax} pixels a side,
 * without metadata. Re-encoding is the defence against polyglots: only decoded pixels reach the
 * output, so bytes appended after PNG's IEND or JPEG's EOI, comments, EXIF and ICC payloads are gone.
 * @param declared the request's media type (from {@link mediaTypeOf}).
 * @param bytes the request body; at most {@link avatarBytesMax} bytes (the route enforces it first).
 * @returns the WebP bytes to store.
 * @throws AppError('unsupported_media_type', 415) naming the `content-type` header when the
 *   declared type is not PNG, JPEG or WebP, or the `body` when its magic bytes are not the declared
 *   type's or it does not decode as that type.
 * @throws AppError('payload_too_large', 413) when `bytes` is over {@link avatarBytesMax}.
 * @throws AppError('validation_failed', 400) naming `body` when the image is empty or has more than
 *   {@link avatarInputPixelsMax} pixels.
 */
export async function reencodeAvatar(declared: string, bytes: Buffer): Promise<Buffer> {
  if (!(avatarContentTypes as readonly string[]).includes(declared))
    throw new AppError("unsupported_media_type", "An avatar must be a PNG, JPEG or WebP image", [
      { in: "headers", field: "content-type", message: `Use one of ${avatarContentTypes.join(", ")}` },
    ]);
  const type = declared as AvatarContentType;
  if (bytes.length > avatarBytesMax)
    throw new AppError("payload_too_large", `An avatar may be at most ${avatarBytesMax} bytes`);
  if (bytes.length === 0)
    throw new AppError("validation_failed", "The avatar is empty", [
      { in: "body", field: "body", message: "Send the image's bytes as the request body" },
    ]);
  if (!signatures[type](bytes)) throw notTheDeclaredType(type, "Its first bytes are not");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notTheDeclaredType(type, "It does not decode as");
  }
  if (metadata.format !== sharpFormats[type]) throw notTheDeclaredType(type, "It decodes, but not as");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > avatarInputPixelsMax)
    throw new AppError("validation_failed", "The image has too many pixels", [
      { in: "body", field: "body", message: `Use an image of at most ${avatarInputPixelsMax} pixels` },
    ]);
  try {
    return await sharp(bytes, { limitInputPixels: avatarInputPixelsMax, failOn: "error" })
      .rotate() // honour the EXIF orientation before the metadata is dropped
      .resize(avatarSidePxMax, avatarSidePxMax, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notTheDeclaredType(type, "It does not decode as");
  }
}

function notTheDeclaredType(type: AvatarContentType, why: string): AppError {
  const name = { "image/png": "a PNG", "image/jpeg": "a JPEG", "image/webp": "a WebP" }[type];
  return new AppError("unsupported_media_type", `The body is not ${name} image`, [
    { in: "body", field: "body", message: `${why} ${name} image (the declared ${type})` },
  ]);
}

/** The directory holding every stored avatar, `<DATA_DIR>/avatars`. */
export function avatarsDir(dataDir: string): string {
  return join(resolve(dataDir), "avatars");
}

/** Where user `userId`'s avatar is stored. `userId` must be a UUID (the routes validate it). */
function avatarPath(dataDir: string, userId: string): string {
  return join(avatarsDir(dataDir), `${userId}.webp`);
}

/** The version of stored avatar bytes: 16 hex digits of their SHA-256, used as ETag and `?v=`. */
export function avatarVersionOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** The URL an uploaded avatar is served at, versioned so caches may keep it for a year. */
export function avatarUrlOf(userId: string, version: string): string {
  return `${userAvatarPath(userId)}?v=${version}`;
}

/**
 * Stores `webp` as user `userId`'s avatar and points `profile_image_url` at it. The file is
 * written to a temporary name and renamed over the old one, so a reader sees the old or the new
 * avatar, never half of one.
 * @param webp bytes from {@link reencodeAvatar}.
 * @returns the updated user.
 * @throws AppError('not_found', 404) for an unknown user (the file is removed again).
 */
export async function storeAvatar(db: Db, dataDir: string, userId: string, webp: Buffer): Promise<UserRow> {
  const dir = avatarsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const target = avatarPath(dataDir, userId);
  const temp = join(dir, `.${userId}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temp, webp, { mode: 0o600 });
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
  const [row] = await db
    .update(users)
    .set({ profileImageUrl: avatarUrlOf(userId, avatarVersionOf(webp)), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) {
    await rm(target, { force: true });
    throw notFound("User");
  }
  return row;
}

/**
 * Removes user `userId`'s uploaded avatar: the file, and `profile_image_url` when it points at it.
 * The identity provider's picture, if any, comes back at the next sign-in. Removing when there is
 * no uploaded avatar changes nothing.
 * @returns the updated user.
 * @throws AppError('not_found', 404) for an unknown user.
 */
export async function removeAvatar(db: Db, dataDir: string, userId: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      profileImageUrl: sql`case when ${users.profileImageUrl} like ${`${userAvatarPath(userId)}?%`} then null else ${users.profileImageUrl} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound("User");
  await rm(avatarPath(dataDir, userId), { force: true });
  return row;
}

/**
 * Deletes user `userId`'s stored avatar file, if any, leaving the row alone: for an erased account
 * (decision 071), whose row no longer points at it. Deleting when there is none does nothing.
 */
export async function deleteAvatarFile(dataDir: string, userId: string): Promise<void> {
  await rm(avatarPath(dataDir, userId), { force: true });
}

/**
 * Reads user `userId`'s stored avatar.
 * @returns the WebP bytes and their version, or undefined when the user has uploaded none.
 */
export async function readAvatar(
  dataDir: string,
  userId: string,
): Promise<{ bytes: Buffer; version: string } | undefined> {
  try {
    const bytes = await readFile(avatarPath(dataDir, userId));
    return { bytes, version: avatarVersionOf(bytes) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}
