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
import { FormAlert } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";

/**
 * Asks before an action that moves money or cannot be undone; stays open with the problem's
 * `detail` if the server refuses, and cannot be closed while the request runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Not now",
  variant = "primary",
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  variant?: "primary" | "destructive";
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{children}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? <FormAlert>{getErrorMessage(error)}</FormAlert> : null}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={isPending}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <Button variant={variant} disabled={isPending} onClick={onConfirm}>
            {isPending ? <Spinner /> : null}
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
