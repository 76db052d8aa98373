import type { ApiKey } from "@agora/contracts";
import { DestructiveConfirmDialog } from "@/components/destructive-confirm-dialog";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** A key about to be revoked, with the loaded keys that will be revoked with it. */
export interface RevokeTarget {
  /** The key's id (what the dialog revokes). */
  id: string;
  key: ApiKey;
  /** The loaded keys created through it, directly or not. */
  descendants: ApiKey[];
  /** True while pages of keys are not loaded: the key may have more descendants there. */
  mayHaveMore: boolean;
}

/** "2 keys it created" or "at least 2 keys it created", with their names when few. */
function descendantsText({ descendants, mayHaveMore }: RevokeTarget): string {
  const n = descendants.length;
  const count = `${mayHaveMore ? "at least " : ""}${n} key${n === 1 ? "" : "s"}`;
  const names = n <= 3 ? `: ${descendants.map((k) => `“${k.name}”`).join(", ")}` : "";
  return `${count} created through it will be revoked too${names}.`;
}

/**
 * Asks before revoking a key, saying how many keys created through it go with it; stays open with
 * the error if the server refuses.
 */
export function RevokeApiKeyDialog({ target, onClose }: { target: RevokeTarget | null; onClose: () => void }) {
  return (
    <DestructiveConfirmDialog
      item={target}
      onClose={onClose}
      mutation={useRevokeApiKey()}
      title={(shown) => <>Revoke “{shown?.key.name}”?</>}
      description={(shown) => (
        <>
          Anything using the key <code className="font-mono text-xs text-foreground">{shown?.key.prefix}…</code> will
          stop working immediately.{" "}
          {shown && shown.descendants.length > 0 ? (
            <strong className="font-medium text-foreground">{descendantsText(shown)} </strong>
          ) : shown?.mayHaveMore ? (
            "Keys created through it, on pages not loaded yet, will be revoked too. "
          ) : null}
          This cannot be undone.
        </>
      )}
      action={{ idle: "Revoke key", busy: "Revoking…" }}
    />
  );
}
