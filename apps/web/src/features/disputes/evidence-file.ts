import { disputeEvidenceBytesMax, disputeEvidenceContentTypes } from "@agora/contracts";

/** The `accept` attribute of the evidence file input: the types the server takes. */
export const evidenceAccept = disputeEvidenceContentTypes.join(",");

/**
 * What is wrong with `file` as dispute evidence, checked before anything is sent: its type (as the
 * browser reports it, from the name) and its size in bytes. The server reads the bytes themselves
 * again, so this only spares a pointless upload.
 * @returns a sentence to show, or null when the file may be uploaded.
 */
export function evidenceFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(disputeEvidenceContentTypes as readonly string[]).includes(file.type))
    return "Choose a PNG, JPEG, WebP or GIF image or a PDF. Other files, such as Word documents or ZIP archives, are not accepted.";
  if (file.size > disputeEvidenceBytesMax)
    return `This file is ${formatFileSize(file.size)}; evidence may be at most 5 MB. Choose a smaller file or split it.`;
  if (file.size === 0) return "This file is empty. Choose another one.";
  return null;
}

/**
 * `bytes` for people: bytes below 1 KB, then KB and MB of 1,024 with one decimal
 * (1536 → "1.5 KB", 5242880 → "5.0 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
