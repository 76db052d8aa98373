import type { WebhookEndpoint } from "@agora/contracts";
import { DestructiveConfirmDialog } from "@/components/destructive-confirm-dialog";
import { useDeleteWebhook } from "../api/delete-webhook";

/** Asks before deleting `endpoint`; stays open with the error if the server refuses. */
export function DeleteWebhookDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  return (
    <DestructiveConfirmDialog
      item={endpoint}
      onClose={onClose}
      mutation={useDeleteWebhook()}
      title={() => "Delete this webhook endpoint?"}
      description={(shown) => (
        <>
          <code className="font-mono text-xs break-all text-foreground">{shown?.url}</code> will receive no more events,
          and its pending deliveries are dropped. This cannot be undone.
        </>
      )}
      action={{ idle: "Delete endpoint", busy: "Deleting…" }}
    />
  );
}
