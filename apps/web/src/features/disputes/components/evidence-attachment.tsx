import type { Dispute, DisputeEvidenceFile } from "@agora/contracts";
import { Check, FileText, Paperclip } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { UploadProgress } from "@/components/upload-progress";
import { getErrorMessage } from "@/lib/api";
import { useUploadEvidence } from "../api/upload-evidence";
import { evidenceAccept, evidenceFileProblem, formatFileSize } from "../evidence-file";

/**
 * An evidence file in a thread: an image as a thumbnail that opens the full image, a PDF as a
 * download link with its name and size. The URL is the same-origin one the server checks access on.
 */
export function EvidenceFileView({ file }: { file: DisputeEvidenceFile }) {
  const size = formatFileSize(file.sizeBytes);
  if (file.contentType === "application/pdf") {
    return (
      <a
        href={file.url}
        download={file.name}
        className="inline-flex w-fit max-w-full items-center gap-2 rounded-md border bg-card px-2.5 py-1.5 text-xs font-medium text-primary shadow-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{file.name}</span>
        <span className="shrink-0 font-normal text-muted-foreground tabular-nums">PDF · {size}</span>
      </a>
    );
  }
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group grid w-fit max-w-full gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={`Open ${file.name} (${size})`}
    >
      <img
        src={file.url}
        alt={file.name}
        loading="lazy"
        className="max-h-40 max-w-60 rounded-md border bg-muted object-contain group-hover:opacity-90"
      />
      <span className="truncate text-xs text-muted-foreground">
        {file.name} · <span className="tabular-nums">{size}</span>
      </span>
    </a>
  );
}

/**
 * "Attach evidence": a file picker for images and PDFs up to 5 MB, checked before sending, with
 * the upload's progress and the server's reason when it refuses. Each file becomes a message.
 */
export function AttachEvidence({ dispute }: { dispute: Pick<Dispute, "id"> }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEvidence(dispute.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const percent = Math.round(upload.progress * 100);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a refusal must fire `change` again.
    event.target.value = "";
    if (!file) return;
    setSent(null);
    upload.reset();
    const refusal = evidenceFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, { onSuccess: () => setSent(file.name) });
  };

  return (
    <div className="grid gap-2 border-t bg-muted/30 px-5 py-4 sm:px-6" aria-busy={upload.isPending}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={evidenceAccept}
          className="sr-only"
          tabIndex={-1}
          aria-describedby={hintId}
          aria-label="Evidence file"
          onChange={onFile}
          disabled={upload.isPending}
        />
        <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner /> : <Paperclip />}
          {upload.isPending ? "Uploading…" : "Attach evidence"}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPEG, WebP, GIF or PDF, at most 5 MB. Only the other party and Agora's admins can open it.
        </p>
      </div>
      {upload.isPending ? <UploadProgress percent={percent} label="Evidence upload" what="the file" /> : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : upload.error ? (
        <p role="alert" className="text-sm text-destructive">
          Could not attach the file: {getErrorMessage(upload.error)}
        </p>
      ) : sent ? (
        <p role="status" className="flex items-center gap-1.5 text-sm text-success">
          <Check className="size-4" aria-hidden="true" />
          Attached {sent} to the dispute.
        </p>
      ) : null}
    </div>
  );
}
