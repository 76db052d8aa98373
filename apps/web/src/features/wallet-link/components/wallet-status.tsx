import { Wallet } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useWalletConnection, type WalletConnection } from "../wallet-connection";
import { useWalletConsent } from "../wallet-consent";

// Loaded only once consent is granted, so it is a chunk of its own (docs/product/product-spec.md §4). A failed load is
// only logged (docs/product/product-spec.md §8); the status then reads "not connected", which stays true.
const WalletProvider = lazy<ComponentType<{ children: ReactNode }>>(() =>
  import("../wallet-provider").then(
    (module) => ({ default: module.WalletProvider }),
    (error: unknown) => {
      console.warn("Could not load the wallet", error);
      return { default: ({ children }: { children: ReactNode }) => children };
    },
  ),
);

/** The footer's wallet corner: "Connect wallet" before consent; the status and "Revoke" after. */
export function WalletStatus() {
  const { granted, requestConsent, revoke } = useWalletConsent();
  if (!granted) {
    return (
      <Button variant="outline" size="sm" onClick={requestConsent}>
        <Wallet aria-hidden="true" />
        Connect wallet
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Suspense fallback={<WalletLabel text="Loading wallet…" />}>
        <WalletProvider>
          <ConnectionLabel />
        </WalletProvider>
      </Suspense>
      <Button variant="ghost" size="sm" onClick={revoke}>
        Revoke wallet consent
      </Button>
    </div>
  );
}

const statusText: Record<WalletConnection["status"], string> = {
  "not-connected": "Wallet not connected",
  "no-wallet": "No browser wallet found",
};

function ConnectionLabel() {
  const connection = useWalletConnection();
  return <WalletLabel text={statusText[connection?.status ?? "not-connected"]} />;
}

function WalletLabel({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground" role="status">
      <Wallet className="size-4" aria-hidden="true" />
      {text}
    </span>
  );
}
