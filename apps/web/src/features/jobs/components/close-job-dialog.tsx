import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useCloseJob } from "../api/close-job";

/**
 * "Close this job?" for its client: once confirmed, the job takes no new offers. A refusal stays
 * shown in the dialog; `children` say what closing means where it is offered.
 * @param onClose called when the dialog closes: cancelled, or after the job was closed.
 * @param onJobClosed called once the server has closed the job, e.g. to show a notice.
 */
export function CloseJobDialog({
  jobId,
  open,
  onClose,
  onJobClosed,
  children,
}: {
  jobId: string;
  open: boolean;
  onClose: () => void;
  onJobClosed: () => void;
  children: ReactNode;
}) {
  const close = useCloseJob();

  return (
    <ConfirmDialog
      open={open}
      title="Close this job?"
      confirmLabel="Close job"
      pendingLabel="Closing…"
      cancelLabel="Keep it open"
      isPending={close.isPending}
      error={close.error}
      onClose={() => {
        close.reset();
        onClose();
      }}
      onConfirm={async () => {
        try {
          await close.mutateAsync(jobId);
          onClose();
          onJobClosed();
        } catch {
          // Shown in the dialog from close.error.
        }
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
