import { disputeEvidenceBytesMax } from "@agora/contracts";
import { type Core, call, type Schema } from "../core";
import { AgoraError } from "../errors";

/** The bytes of an evidence file: a `File` or `Blob` (browsers, Node), or the bytes themselves (a Node `Buffer` is a `Uint8Array`). */
export type EvidenceBytes = Blob | Uint8Array | ArrayBuffer;

/** What {@link DisputesResource.uploadEvidence} sends along with the file. */
export interface EvidenceUpload {
  /**
   * The file's name, shown in the thread and used for the download (1–200 characters; path
   * separators are dropped). Default: a `File`'s own name; required for other bytes.
   */
  name?: string;
  /**
   * The declared type: `image/png`, `image/jpeg`, `image/webp`, `image/gif`, `application/pdf`, or
   * `application/octet-stream` to declare none. The server reads the type from the bytes either way,
   * and refuses a declared type the bytes are not. Default: a `Blob`'s own `type`, else `application/octet-stream`.
   */
  contentType?: string;
  /** What the file shows (at most 1,000 characters): the message's text. Default: `Evidence: <name>`. */
  note?: string;
}

/** Fallback type of bytes that declare none: the server then goes by the bytes alone. */
const unknownContentType = "application/octet-stream";

/** Disputes of the caller's contracts (open one with `contracts.dispute`): evidence files in the thread (decision 075). */
export class DisputesResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Attaches an evidence file to a dispute (`POST /api/v1/disputes/{id}/evidence`; scope
   * `contracts:write`): a PNG, JPEG, WebP or GIF image or a PDF of at most 5 MiB, sent as the
   * request body itself and kept byte for byte. It becomes a message of its own in the thread,
   * whose `evidenceFile` holds `{ id, name, contentType, sizeBytes, url }`. For the dispute's two
   * parties and admins, while it is open. Sent once, never retried: a lost answer may mean the file was added.
   * @param disputeId the dispute's id (UUID).
   * @returns the whole dispute, its thread ending with the new message.
   * @throws TypeError (a rejection, before anything is sent) when no `name` is given for bytes that are not a `File`.
   * @throws AgoraError `not_found` (no such dispute, or the caller is not a party), `invalid_state`
   *   (the dispute is resolved), `limit_reached` (20 files a dispute), `payload_too_large` (413,
   *   over 5 MiB: thrown before sending, as the server would answer), `unsupported_media_type`
   *   (415: the bytes are not one of the five types, or `contentType` is another type or not
   *   theirs), `validation_failed` (a bad `name` or `note`).
   */
  async uploadEvidence(
    disputeId: string,
    file: EvidenceBytes,
    options: EvidenceUpload = {},
  ): Promise<Schema<"Dispute">> {
    const name = options.name ?? (typeof File !== "undefined" && file instanceof File ? file.name : undefined);
    if (!name) throw new TypeError("uploadEvidence needs options.name for bytes that are not a File");
    const sizeBytes = file instanceof Blob ? file.size : file.byteLength;
    // The server's own answer, given here: it refuses such a body by closing the connection, which
    // a browser may report as a network error before the 413 is read, and the upload would be wasted.
    if (sizeBytes > disputeEvidenceBytesMax)
      throw new AgoraError({
        status: 413,
        code: "payload_too_large",
        title: "Payload Too Large",
        detail: `The file is ${sizeBytes} bytes; at most ${disputeEvidenceBytesMax} (5 MiB) are accepted. Nothing was sent.`,
      });
    const contentType = options.contentType ?? ((file instanceof Blob && file.type) || unknownContentType);
    return call(
      this.core.api.POST("/api/v1/disputes/{id}/evidence", {
        params: {
          path: { id: disputeId },
          query: { name, ...(options.note === undefined ? {} : { note: options.note }) },
        },
        // The document types a binary body as a string; the bytes go out as they are, not as JSON.
        body: file as unknown as string,
        bodySerializer: (bytes) => bytes,
        headers: { "content-type": contentType },
      }),
    );
  }

  /**
   * Downloads an evidence file (`GET /api/v1/disputes/{id}/evidence/{fileId}`, the `url` of a
   * message's `evidenceFile`; scope `contracts:read`), for the dispute's parties and admins.
   * @returns the bytes as uploaded, as a `Blob` whose `type` is the type the server read from them.
   * @throws AgoraError `not_found` for anyone else, and for a file of another dispute.
   */
  downloadEvidence(disputeId: string, fileId: string): Promise<Blob> {
    return call(
      this.core.api.GET("/api/v1/disputes/{id}/evidence/{fileId}", {
        params: { path: { id: disputeId, fileId } },
        parseAs: "blob",
      }),
    );
  }
}
