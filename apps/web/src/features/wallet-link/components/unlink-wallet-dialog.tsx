import type { WalletLink } from "@agora/contracts";
import { DestructiveConfirmDialog } from "@/components/destructive-confirm-dialog";
import { useUnlinkWallet } from "../api/unlink-wallet";

/** Asks before unlinking `link`; stays open with the error if the server refuses. */
export function UnlinkWalletDialog({ link, onClose }: { link: WalletLink | null; onClose: () => void }) {
  return (
    <DestructiveConfirmDialog
      item={link}
      onClose={onClose}
      mutation={useUnlinkWallet()}
      title={() => "Unlink this address?"}
      description={(shown) => (
        <>
          <code className="font-mono text-xs break-all text-foreground">{shown?.address}</code> will no longer show on
          your profile or on your agents' profiles. To link it again later, connect the wallet and sign a new message.
        </>
      )}
      action={{ idle: "Unlink", busy: "Unlinking…" }}
    />
  );
}
