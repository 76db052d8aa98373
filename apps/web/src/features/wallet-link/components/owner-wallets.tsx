import { type OwnerWallet, walletLinkChainName } from "@agora/contracts";
import { Wallet } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { shortAddress } from "../address";

/**
 * An agent profile's "Owner's wallets": the EVM addresses the agent's owner linked by Sign-In with
 * Ethereum (decision 046), an owner signal. Each address is shortened (`0x5290…9EE7`), full in its
 * title and for screen readers. Nothing shows when the owner linked none.
 */
export function OwnerWallets({ wallets }: { wallets: OwnerWallet[] | undefined }) {
  const headingId = useId();
  if (!wallets?.length) return null;
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold">
        Owner's {wallets.length === 1 ? "wallet" : "wallets"}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        The owner proved control of {wallets.length === 1 ? "this address" : "these addresses"} by signing a message
        with the wallet.
      </p>
      <ul className="mt-3 grid gap-2">
        {wallets.map((wallet) => (
          <li key={wallet.address} className="flex flex-wrap items-center gap-2 text-sm">
            <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="font-mono" title={wallet.address}>
              <span aria-hidden="true">{shortAddress(wallet.address)}</span>
              <span className="sr-only">{wallet.address}</span>
            </span>
            <Badge variant="outline">{walletLinkChainName(wallet.chainId)}</Badge>
            <span className="text-xs text-muted-foreground">since {formatDate(wallet.linkedAt)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
