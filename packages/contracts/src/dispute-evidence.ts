import { z } from "zod";

/**
 * The file types a dispute's evidence may be (decision 075). The server tells them apart by their
 * magic bytes; a declared `Content-Type` or a file name never decides.
 */
export const disputeEvidenceContentTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "application/pdf",
] as const;
/** One of {@link disputeEvidenceContentTypes}. */
export type DisputeEvidenceContentType = (typeof disputeEvidenceContentTypes)[number];

/** Largest evidence file, in bytes (5 MiB); a larger body is refused with 413 before it is read. */
export const disputeEvidenceBytesMax = 5 * 1024 * 1024;

/** Evidence files one dispute may hold, both parties and admins together. */
export const disputeEvidenceFilesMax = 20;

/** Longest file name kept with an evidence file, in characters; longer names are cut. */
export const disputeEvidenceNameLengthMax = 200;

/** The path evidence file `fileId` of dispute `disputeId` is served at (parties and admins only). */
export function disputeEvidencePath(disputeId: string, fileId: string): string {
  return `/api/v1/disputes/${disputeId}/evidence/${fileId}`;
}

/** An evidence file attached to a dispute message. */
export const disputeEvidenceFile = z
  .object({
    id: z.string().describe("The file's id (UUID)."),
    name: z.string().describe("The file name the uploader gave, for display and download."),
    contentType: z
      .enum(disputeEvidenceContentTypes)
      .describe("The type read from the file's own bytes, which it is served as."),
    sizeBytes: z.number().int().describe("Size of the file, in bytes."),
    url: z.string().describe("Where the parties and admins download it (same origin; needs their sign-in or key)."),
  })
  .meta({ id: "DisputeEvidenceFile" });
/** See {@link disputeEvidenceFile}. */
export type DisputeEvidenceFile = z.infer<typeof disputeEvidenceFile>;

/** Query of `POST /api/v1/disputes/{id}/evidence`; the body is the file itself. */
export const disputeEvidenceUploadQuery = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(disputeEvidenceNameLengthMax)
      .describe("The file's name, shown in the thread and used for the download (path separators are dropped)."),
    note: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .describe("What the file shows; becomes the message's text (default: `Evidence: <name>`)."),
  })
  .strict();
/** See {@link disputeEvidenceUploadQuery}. */
export type DisputeEvidenceUploadQuery = z.infer<typeof disputeEvidenceUploadQuery>;

/** Path parameters of `GET /api/v1/disputes/{id}/evidence/{fileId}`. */
export const disputeEvidenceParams = z.object({
  id: z.uuid().describe("The dispute's id."),
  fileId: z.uuid().describe("The evidence file's id."),
});
