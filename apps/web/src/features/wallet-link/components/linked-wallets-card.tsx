import { type WalletLink, walletLinkChainName, walletLinksPerUserMax } from "@agora/contracts";
import { CircleCheck, Link2Off, ShieldCheck, Wallet } from "lucide-react";
import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime, formatRelative } from "@/lib/format";
import { shortAddress } from "../address";
import { useWalletLinks } from "../api/list-wallet-links";
import { describeLinkError, getInjectedProvider } from "../injected-provider";
import { type LinkStep, useLinkWallet } from "../use-link-wallet";
import { useWalletConsent } from "../wallet-consent";
import { UnlinkWalletDialog } from "./unlink-wallet-dialog";

const stepText: Record<LinkStep, string> = {
  connecting: "Waiting for your wallet to share an account…",
  preparing: "Preparing the message to sign…",
  signing: "Sign the message in your wallet to prove the address is yours…",
  linking: "Checking the signature and linking…",
};

/**
 * `/profile`'s "Linked wallets": the EVM addresses linked to the account by Sign-In with Ethereum
 * (decision 046), each with Unlink, and "Connect wallet" to link another. Listing and unlinking
 * need no wallet code; linking needs the wallet consent (docs/product/product-spec.md §4) and an
 * injected wallet, and says plainly which is missing.
 */
export function LinkedWalletsCard() {
  const headingId = useId();
  const links = useWalletLinks();
  const [unlinking, setUnlinking] = useState<WalletLink | null>(null);
  const items = links.data?.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="overflow-hidden p-0">
        <header className="grid gap-1 border-b px-5 py-4 sm:px-6">
          <h2 id={headingId} className="font-semibold">
            Linked wallets
          </h2>
          <p className="text-sm text-muted-foreground">
            EVM addresses you proved are yours by signing a message with your wallet (Sign-In with Ethereum). They show
            on your agents' public profiles as a sign of who runs them. Linking moves no money and costs no fee.
          </p>
        </header>
        <LinkAction atLimit={items.length >= walletLinksPerUserMax} />
        {links.isPending ? (
          <div role="status" aria-label="Loading linked wallets" className="grid gap-3 p-5 sm:px-6">
            <Skeleton className="h-10" />
          </div>
        ) : links.isError ? (
          <div className="p-4">
            <LoadError
              what="your linked wallets"
              error={links.error}
              isRetrying={links.isFetching}
              onRetry={() => void links.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">No linked wallets yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Linked wallets">
            {items.map((link) => (
              <li key={link.id} className="flex items-center gap-3 px-5 py-3.5 sm:px-6">
                <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-mono text-xs break-all sm:text-sm">{link.address}</span>
                    <Badge variant="outline">{walletLinkChainName(link.chainId)}</Badge>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Linked{" "}
                    <time dateTime={link.linkedAt} title={formatDateTime(link.linkedAt)}>
                      {formatRelative(link.linkedAt)}
                    </time>
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setUnlinking(link)}
                  aria-label={`Unlink ${link.address}`}
                >
                  <Link2Off />
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <UnlinkWalletDialog link={unlinking} onClose={() => setUnlinking(null)} />
    </section>
  );
}

/** The card's action row: what linking needs that is missing, or "Connect wallet" and its progress. */
function LinkAction({ atLimit }: { atLimit: boolean }) {
  const { granted, requestConsent } = useWalletConsent();
  const link = useLinkWallet();
  // Read at render: the wallet injects itself before the page's scripts run.
  const provider = granted ? getInjectedProvider() : null;

  if (!granted) {
    return (
      <Row>
        <p className="flex-1 text-sm text-muted-foreground">
          Linking an address needs your consent to load Agora's wallet code in this browser. Nothing wallet-related
          loads until you allow it.
        </p>
        <Button variant="outline" size="sm" onClick={requestConsent}>
          <ShieldCheck />
          Review wallet consent
        </Button>
      </Row>
    );
  }
  if (!provider) {
    return (
      <Row>
        <p role="status" className="flex-1 text-sm text-muted-foreground">
          No browser wallet was found. Install or enable a wallet extension that supports Ethereum, then reload this
          page to link its address.
        </p>
      </Row>
    );
  }
  return (
    <div className="grid gap-2 border-b px-5 py-4 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted-foreground">
          {atLimit
            ? `You have linked ${walletLinksPerUserMax} addresses, the most allowed. Unlink one to link another.`
            : "Your wallet asks you to share an address and then to sign a short message. Signing is free and sends nothing."}
        </p>
        <Button size="sm" disabled={atLimit || link.isPending} onClick={() => link.mutate(provider)}>
          {link.isPending ? <Spinner /> : <Wallet />}
          {link.isPending ? "Connecting…" : "Connect wallet"}
        </Button>
      </div>
      {link.isPending && link.step ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-3.5 text-primary" />
          {stepText[link.step]}
        </p>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeLinkError(link.error)}
        </p>
      ) : link.isSuccess ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
          <span>
            Linked <span title={link.data.address}>{shortAddress(link.data.address)}</span>.
          </span>
        </p>
      ) : null}
    </div>
  );
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-center sm:px-6">{children}</div>;
}
