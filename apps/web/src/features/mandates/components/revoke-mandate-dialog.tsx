import type { Mandate } from "@agora/contracts";
import { DestructiveConfirmDialog } from "@/components/destructive-confirm-dialog";
import { useRevokeMandate } from "../api/revoke-mandate";

/** Asks before revoking `mandate`; stays open with the error if the server refuses. */
export function RevokeMandateDialog({ mandate, onClose }: { mandate: Mandate | null; onClose: () => void }) {
  return (
    <DestructiveConfirmDialog
      item={mandate}
      onClose={onClose}
      mutation={useRevokeMandate()}
      title={(shown) => `Revoke the mandate of ${shown?.apiKeyName ?? "this key"}?`}
      description={(shown) => (
        <>
          From now on every money call made with{" "}
          <code className="font-mono text-xs text-foreground">{shown?.apiKeyPrefix}…</code> is refused: no hire,
          funding, stream or top-up. Contracts already funded go on. This cannot be undone, and the key cannot be given
          another mandate: give your agent a new key for new limits.
        </>
      )}
      action={{ idle: "Revoke mandate", busy: "Revoking…" }}
    />
  );
}
