import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type DisputeEvidenceContentType,
  type DisputeEvidenceFile,
  type DisputeEvidenceUploadQuery,
  disputeEvidenceBytesMax,
  disputeEvidenceContentTypes,
  disputeEvidenceFilesMax,
  disputeEvidenceNameLengthMax,
  disputeEvidencePath,
} from "@agora/contracts";
import { and, count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { type DisputeEvidenceFileRow, disputeEvidenceFiles, disputeMessages } from "./disputes.tables";

// Evidence files of disputes (decision 075): checked by their magic bytes, kept byte for byte under
// DATA_DIR like avatars, and served only to the dispute's parties and admins.

/**
 * The magic bytes of each accepted type: PNG's 8-byte signature (PNG spec §5.2), JPEG's SOI and a
 * marker, RIFF….WEBP, GIF87a/GIF89a, and PDF's `%PDF-` header (ISO 32000 §7.5.2).
 */
const signatures: Record<DisputeEvidenceContentType, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  "image/gif": (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")),
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-",
};

/** The sharp format each image type must decode as. */
const sharpFormats: Partial<Record<DisputeEvidenceContentType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** The declared types that say nothing about the file, so they never refuse one. */
const vagueTypes = ["", "application/octet-stream"];

/**
 * The media type of a `Content-Type` header without its parameters, lower-cased. Empty for none.
 */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * Decides an upload's type from its bytes: one of {@link disputeEvidenceContentTypes}, whatever the
 * file is called. An image must also decode as the type its first bytes claim (so a PNG signature
 * followed by an HTML page is refused); a PDF is kept as sent, as it is served as a download.
 * @param declaredHeader the request's `Content-Type`; when it names one of the five types, the bytes
 *   must be that type (a browser derives it from the file name, so a mismatch is a renamed file).
 * @param bytes the request body; the route has refused more than {@link disputeEvidenceBytesMax}.
 * @returns the detected type.
 * @throws AppError('unsupported_media_type', 415) naming `content-type` (headers) for a declared type
 *   other than the five or `application/octet-stream`, or naming `body` when the bytes are none of
 *   the five or not the declared one.
 * @throws AppError('payload_too_large', 413) over {@link disputeEvidenceBytesMax}.
 * @throws AppError('validation_failed', 400) naming `body` when it is empty.
 */
export async function detectEvidenceType(
  declaredHeader: string | undefined,
  bytes: Buffer,
): Promise<DisputeEvidenceContentType> {
  const declared = mediaTypeOf(declaredHeader);
  const known = (disputeEvidenceContentTypes as readonly string[]).includes(declared);
  if (!known && !vagueTypes.includes(declared))
    throw new AppError("unsupported_media_type", "Evidence must be a PNG, JPEG, WebP or GIF image or a PDF", [
      {
        in: "headers",
        field: "content-type",
        message: `Use one of ${disputeEvidenceContentTypes.join(", ")} (or application/octet-stream)`,
      },
    ]);
  if (bytes.length > disputeEvidenceBytesMax)
    throw new AppError("payload_too_large", `An evidence file may be at most ${disputeEvidenceBytesMax} bytes`);
  if (bytes.length === 0)
    throw new AppError("validation_failed", "The file is empty", [
      { in: "body", field: "body", message: "Send the file's bytes as the request body" },
    ]);
  const detected = disputeEvidenceContentTypes.find((type) => signatures[type](bytes));
  if (!detected) throw refused("Its first bytes are not those of a PNG, JPEG, WebP or GIF image or a PDF");
  if (known && detected !== declared) throw refused(`Its bytes are ${detected}, not the declared ${declared}`);
  const format = sharpFormats[detected];
  if (format) {
    const decoded = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .then((m) => m.format as string | undefined)
      .catch(() => undefined);
    if (decoded !== format) throw refused(`It starts like ${detected} but does not decode as one`);
  }
  return detected;
}

function refused(why: string): AppError {
  return new AppError("unsupported_media_type", "The file is not a PNG, JPEG, WebP or GIF image or a PDF", [
    { in: "body", field: "body", message: why },
  ]);
}

/**
 * A file name safe to store and show: the last path segment, without control characters, cut to
 * {@link disputeEvidenceNameLengthMax}; "evidence" when nothing is left.
 */
export function cleanEvidenceName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, disputeEvidenceNameLengthMax) || "evidence";
}

/** The directory holding every stored evidence file, `<DATA_DIR>/dispute-evidence`. */
export function evidenceDir(dataDir: string): string {
  return join(resolve(dataDir), "dispute-evidence");
}

/** Where evidence file `fileId` is stored; `fileId` is a UUID (made here or checked by the route). */
function evidencePath(dataDir: string, fileId: string): string {
  return join(evidenceDir(dataDir), fileId);
}

/**
 * Writes an evidence file's bytes under a new id, through a temporary name, so a reader never sees
 * half a file.
 * @returns the new file id (UUID) and the bytes' SHA-256 in hex.
 */
export async function writeEvidenceBytes(dataDir: string, bytes: Buffer): Promise<{ id: string; sha256: string }> {
  const dir = evidenceDir(dataDir);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const temp = join(dir, `.${id}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temp, bytes, { mode: 0o600 });
    await rename(temp, evidencePath(dataDir, id));
  } finally {
    await rm(temp, { force: true });
  }
  return { id, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** Deletes a stored evidence file's bytes (after its row failed to be written); none is fine. */
export async function deleteEvidenceBytes(dataDir: string, fileId: string): Promise<void> {
  await rm(evidencePath(dataDir, fileId), { force: true });
}

/**
 * Reads a stored evidence file's bytes.
 * @throws AppError('not_found', 404) when the file is missing from the folder.
 */
export async function readEvidenceBytes(dataDir: string, fileId: string): Promise<Buffer> {
  try {
    return await readFile(evidencePath(dataDir, fileId));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw notFound("Evidence file");
    throw err;
  }
}

/**
 * Adds a message carrying evidence file `file` (bytes already written under `file.id`) to an open,
 * locked dispute, unless the dispute holds {@link disputeEvidenceFilesMax} files already.
 * @param disputeId a dispute the caller has loaded with `FOR UPDATE` and checked access to, so
 *   concurrent uploads count one after another.
 * @throws AppError('limit_reached', 409) at the cap.
 */
export async function insertEvidenceMessage(
  tx: Tx,
  disputeId: string,
  actor: Actor,
  file: { id: string; sha256: string; name: string; contentType: DisputeEvidenceContentType; sizeBytes: number },
  query: DisputeEvidenceUploadQuery,
): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(disputeEvidenceFiles)
    .where(eq(disputeEvidenceFiles.disputeId, disputeId));
  if ((held?.n ?? 0) >= disputeEvidenceFilesMax)
    throw new AppError(
      "limit_reached",
      `A dispute may hold at most ${disputeEvidenceFilesMax} evidence files; describe the rest in a reply`,
    );
  const [message] = await tx
    .insert(disputeMessages)
    .values({ disputeId, authorId: actor.id, body: query.note || `Evidence: ${file.name}` })
    .returning({ id: disputeMessages.id });
  if (!message) throw new Error("dispute message insert returned no row");
  await tx.insert(disputeEvidenceFiles).values({ ...file, disputeId, messageId: message.id, uploadedBy: actor.id });
}

/** The evidence files of disputes `disputeIds`, by message id. */
export async function evidenceByMessage(
  db: Db | Tx,
  disputeIds: string[],
): Promise<Map<string, DisputeEvidenceFileRow>> {
  if (!disputeIds.length) return new Map();
  const rows = await db.select().from(disputeEvidenceFiles).where(inArray(disputeEvidenceFiles.disputeId, disputeIds));
  return new Map(rows.map((r) => [r.messageId, r]));
}

/**
 * The row of evidence file `fileId` of dispute `disputeId`.
 * @throws AppError('not_found', 404) when there is none in that dispute.
 */
export async function findEvidenceFile(
  db: Db | Tx,
  disputeId: string,
  fileId: string,
): Promise<DisputeEvidenceFileRow> {
  const [row] = await db
    .select()
    .from(disputeEvidenceFiles)
    .where(and(eq(disputeEvidenceFiles.id, fileId), eq(disputeEvidenceFiles.disputeId, disputeId)));
  if (!row) throw notFound("Evidence file");
  return row;
}

/** A stored file as a message of {@link Dispute} shows it, with the URL it is served at. */
export function toEvidenceFile(row: DisputeEvidenceFileRow): DisputeEvidenceFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: disputeEvidencePath(row.disputeId, row.id),
  };
}
