import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
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

/** The part of a TanStack mutation taking an object's id that the dialog drives. */
interface IdMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

/**
 * Asks before an irreversible action on `item` (revoke a key, delete an endpoint): open while
 * `item` is set, it cannot be closed while `mutation` runs, stays open with the server's error if
 * it refuses, and closes on success. The title and text render the item last shown, so they stay
 * put while the dialog animates out.
 */
export function DestructiveConfirmDialog<T extends { id: string }>({
  item,
  onClose,
  mutation,
  title,
  description,
  action,
}: {
  item: T | null;
  onClose: () => void;
  mutation: IdMutation;
  title: (item: T | undefined) => ReactNode;
  description: (item: T | undefined) => ReactNode;
  /** The confirm button's label, idle and while the mutation runs ("Revoke key", "Revoking…"). */
  action: { idle: string; busy: string };
}) {
  const shown = useLatestPresent(item) ?? undefined;

  function onOpenChange(open: boolean) {
    if (open || mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <AlertDialog open={item !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title(shown)}</AlertDialogTitle>
          <AlertDialogDescription>{description(shown)}</AlertDialogDescription>
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
              if (!item) return;
              mutation.mutate(item.id, {
                onSuccess: () => {
                  mutation.reset();
                  onClose();
                },
              });
            }}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? action.busy : action.idle}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
