import type { AuthUser } from "@agora/contracts";
import { Check, ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { UploadProgress } from "@/components/upload-progress";
import { getErrorMessage } from "@/lib/api";
import { useRemoveAvatar } from "../api/remove-avatar";
import { useUploadAvatar } from "../api/upload-avatar";
import { avatarAccept, avatarFileProblem } from "../avatar-file";
import { getInitials, hasUploadedAvatar } from "../user-display";

/**
 * `/profile`'s avatar: the current picture (or initials), a file picker that checks type and size
 * before sending, the upload's progress, and removal of an uploaded avatar. The top bar shows the
 * change at once, because the upload's answer replaces the cached user.
 */
export function AvatarSection({ user }: { user: AuthUser }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<"uploaded" | "removed" | null>(null);
  const isUploaded = hasUploadedAvatar(user);
  const isBusy = upload.isPending || remove.isPending;
  const percent = Math.round(upload.progress * 100);
  const error = upload.error ?? remove.error;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a refusal must fire `change` again.
    event.target.value = "";
    if (!file) return;
    setDone(null);
    upload.reset();
    remove.reset();
    const refusal = avatarFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(file, { onSuccess: () => setDone("uploaded") });
  };

  const onRemove = () => {
    setDone(null);
    setProblem(null);
    upload.reset();
    remove.mutate(undefined, { onSuccess: () => setDone("removed") });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar src={user.profileImageUrl} fallback={getInitials(user)} size="xl" />
      <div className="grid min-w-0 flex-1 gap-3">
        <p id={hintId} className="text-sm text-muted-foreground">
          PNG, JPEG or WebP, at most 1 MB. Agora re-encodes it at up to 512 × 512 pixels and drops its metadata, such as
          where a photo was taken.
          {user.profileImageUrl && !isUploaded
            ? " The picture shown now comes from the account you sign in with; an upload replaces it."
            : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={avatarAccept}
            className="sr-only"
            tabIndex={-1}
            aria-describedby={hintId}
            aria-label="Avatar image"
            onChange={onFile}
            disabled={isBusy}
          />
          <Button variant="outline" size="sm" disabled={isBusy} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner /> : <ImageUp />}
            {upload.isPending ? "Uploading…" : isUploaded ? "Change image" : "Choose image"}
          </Button>
          {isUploaded ? (
            <Button variant="ghost" size="sm" disabled={isBusy} onClick={onRemove}>
              {remove.isPending ? <Spinner /> : <Trash2 />}
              {remove.isPending ? "Removing…" : "Remove"}
            </Button>
          ) : null}
        </div>
        {upload.isPending ? <UploadProgress percent={percent} label="Avatar upload" what="the image" /> : null}
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {upload.error ? "Could not upload the image: " : "Could not remove the avatar: "}
            {getErrorMessage(error)}
          </p>
        ) : done ? (
          <p role="status" className="flex items-center gap-1.5 text-sm text-success">
            <Check className="size-4" aria-hidden="true" />
            {done === "uploaded"
              ? "Saved. Your avatar stays, even after signing in again."
              : "Removed. Your sign-in provider's picture, if it has one, returns at your next sign-in."}
          </p>
        ) : null}
      </div>
    </div>
  );
}
