import type { ApiKey } from "@agora/contracts";
import { CircleAlert } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useLatestPresent } from "@/lib/use-latest-present";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** Asks before revoking `apiKey`; stays open with the error if the server refuses. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const mutation = useRevokeApiKey();
  const shown = useLatestPresent(apiKey);

  function onOpenChange(open: boolean) {
    if (open || mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <AlertDialog open={apiKey !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{shown?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Anything using the key <code className="font-mono text-xs text-foreground">{shown?.prefix}…</code> will stop
            working immediately. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {mutation.error ? (
          <div
            role="alert"
            className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{getErrorMessage(mutation.error)}</p>
          </div>
        ) : null}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() => {
              if (!apiKey) return;
              mutation.mutate(apiKey.id, {
                onSuccess: () => {
                  mutation.reset();
                  onClose();
                },
              });
            }}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? "Revoking…" : "Revoke key"}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
