import {
  type ComponentProps,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { reloadPage } from "@/lib/browser";
import type { WalletConsentDialog as Dialog } from "./components/wallet-consent-dialog";

/** Local storage key of the consent (docs/product/product-spec.md §4) and the one value that means "granted". */
export const walletConsentStorageKey = "agora-wallet-consent";
export const walletConsentGranted = "granted";

// Storage may throw (blocked cookies, private mode, quota): docs/product/product-spec.md §8 says log a warning and go on.
function readConsent(): boolean {
  // The build's prerender of the landing page has no window (decision 079): no consent there.
  if (typeof window === "undefined") return false;
  try {
    return window.localStorage.getItem(walletConsentStorageKey) === walletConsentGranted;
  } catch (error) {
    console.warn("Could not read the wallet consent from local storage", error);
    return false;
  }
}

function writeConsent(): void {
  try {
    window.localStorage.setItem(walletConsentStorageKey, walletConsentGranted);
  } catch (error) {
    console.warn("Could not save the wallet consent to local storage", error);
  }
}

function removeConsent(): void {
  try {
    window.localStorage.removeItem(walletConsentStorageKey);
  } catch (error) {
    console.warn("Could not remove the wallet consent from local storage", error);
  }
}

// The dialog's code loads when it is first asked for; a failed load is only logged (docs/product/product-spec.md §8).
const WalletConsentDialog = lazy<ComponentType<ComponentProps<typeof Dialog>>>(() =>
  import("./components/wallet-consent-dialog").then(
    (module) => ({ default: module.WalletConsentDialog }),
    (error: unknown) => {
      console.warn("Could not load the wallet consent dialog", error);
      return { default: () => null };
    },
  ),
);

export interface WalletConsentValue {
  /** Whether the user allowed the wallet code to load in this browser. */
  granted: boolean;
  /** Opens the consent dialog (does nothing once consent is granted). */
  requestConsent: () => void;
  /** Stores the consent and closes the dialog. */
  grant: () => void;
  /** Removes the consent and reloads the page, so wallet code already loaded is dropped. */
  revoke: () => void;
}

const WalletConsentContext = createContext<WalletConsentValue | null>(null);

/** Holds the wallet consent (docs/product/product-spec.md §4) and shows the consent dialog when it is requested. */
export function WalletConsentProvider({ children }: { children: ReactNode }) {
  const [granted, setGranted] = useState(readConsent);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // Mounted from the first request on, so the dialog can animate out when it closes.
  const [wasRequested, setWasRequested] = useState(false);

  const requestConsent = useCallback(() => {
    if (granted) return;
    setWasRequested(true);
    setIsDialogOpen(true);
  }, [granted]);

  const grant = useCallback(() => {
    writeConsent();
    setGranted(true);
    setIsDialogOpen(false);
  }, []);

  const revoke = useCallback(() => {
    removeConsent();
    setGranted(false);
    reloadPage();
  }, []);

  const value = useMemo(() => ({ granted, requestConsent, grant, revoke }), [granted, requestConsent, grant, revoke]);
  return (
    <WalletConsentContext value={value}>
      {children}
      {wasRequested ? (
        <Suspense fallback={null}>
          <WalletConsentDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} onGrant={grant} />
        </Suspense>
      ) : null}
    </WalletConsentContext>
  );
}

/** The wallet consent and its actions. @throws Error outside a WalletConsentProvider. */
export function useWalletConsent(): WalletConsentValue {
  const value = useContext(WalletConsentContext);
  if (!value) throw new Error("useWalletConsent must be used inside WalletConsentProvider");
  return value;
}
