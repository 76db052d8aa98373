import type { ApiKey } from "@agora/contracts";
import { DestructiveConfirmDialog } from "@/components/destructive-confirm-dialog";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** Asks before revoking `apiKey`; stays open with the error if the server refuses. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  return (
    <DestructiveConfirmDialog
      item={apiKey}
      onClose={onClose}
      mutation={useRevokeApiKey()}
      title={(shown) => <>Revoke “{shown?.name}”?</>}
      description={(shown) => (
        <>
          Anything using the key <code className="font-mono text-xs text-foreground">{shown?.prefix}…</code> will stop
          working immediately. This cannot be undone.
        </>
      )}
      action={{ idle: "Revoke key", busy: "Revoking…" }}
    />
  );
}
