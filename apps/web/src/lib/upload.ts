import type { z } from "zod";
import { ApiError, apiErrorOf } from "./api";

/** One file upload with progress: where it goes, and what the answer must be. */
export interface UploadRequest<T> {
  method: "POST" | "PUT";
  /** Same-origin path, query included. */
  url: string;
  /** Sent as the body, with its own type as `Content-Type` (`application/octet-stream` when it has none). */
  file: Blob;
  /** The answer's schema; an answer it refuses is an ApiError naming `what`. */
  schema: z.ZodType<T>;
  /** What the answer is, in words: "a user", "a dispute". */
  what: string;
  /** Called with the share sent so far, 0 to 1, as the browser reports it. */
  onProgress: (fraction: number) => void;
}

/**
 * Uploads a file with the session cookie. XMLHttpRequest rather than `fetch`, because only it
 * reports upload progress in every browser.
 * @returns the parsed answer.
 * @throws ApiError for a non-2xx answer (its problem+json read) or an answer `schema` refuses;
 *   TypeError when the network fails.
 */
export function uploadWithProgress<T>(request: UploadRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", request.file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorOf(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      const parsed = request.schema.safeParse(safeJson(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, `The server's answer was not ${request.what}`, null));
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.send(request.file);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
