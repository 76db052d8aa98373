import { avatarBytesMax, avatarContentTypes } from "@agora/contracts";

/** The `accept` attribute of the avatar file input: the types the server takes. */
export const avatarAccept = avatarContentTypes.join(",");

/**
 * What is wrong with `file` as an avatar, checked before anything is sent: its type (as the browser
 * reports it, from the name) and its size in bytes. The server checks the bytes themselves again.
 * @returns a sentence to show, or null when the file may be uploaded.
 */
export function avatarFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type))
    return "Choose a PNG, JPEG or WebP image. Other types, such as GIF, HEIC or SVG, are not accepted.";
  if (file.size > avatarBytesMax)
    return `This image is ${formatMegabytes(file.size)}; an avatar may be at most 1 MB. Choose a smaller one or export it at a lower size.`;
  if (file.size === 0) return "This file is empty. Choose an image.";
  return null;
}

/** `bytes` as megabytes of 1,048,576 bytes with one decimal: 1572864 → "1.5 MB". */
function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
