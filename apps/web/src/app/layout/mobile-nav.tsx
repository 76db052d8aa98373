import { Menu } from "lucide-react";
import { type ComponentProps, type ComponentType, lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import type { MobileNavPanel as Panel } from "./mobile-nav-panel";

const loadPanel = () => import("./mobile-nav-panel");

// The panel (and the dialog code under it) loads on first use: desktop visitors never need it,
// and it keeps the landing page's first download small. A failed load is only logged (docs/product/product-spec.md §8).
const MobileNavPanel = lazy<ComponentType<ComponentProps<typeof Panel>>>(() =>
  loadPanel().then(
    (module) => ({ default: module.MobileNavPanel }),
    (error: unknown) => {
      console.warn("Could not load the navigation menu", error);
      return { default: () => null };
    },
  ),
);

function preloadPanel() {
  loadPanel().catch(() => {
    // The lazy component above logs the failure when it really needs the code.
  });
}

/**
 * The phone-sized menu (below md): a button in the top bar that slides a panel in from the left.
 * The panel closes when a link is followed, on Escape and on an outside tap.
 */
export function MobileNav({ isSignedIn }: { isSignedIn: boolean }) {
  const [path] = useLocation();
  // The panel stays open only on the page where it was opened, so any change of page (a link in
  // it, or the back button) closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const isOpen = openedOn === path;
  const buttonRef = useRef<HTMLButtonElement>(null);

  function setIsOpen(open: boolean) {
    setOpenedOn(open ? path : null);
    if (open) setWasOpened(true);
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Menu className="size-5!" aria-hidden="true" />
      </Button>
      {/* Stays mounted after the first opening, so the panel can slide out when it closes. */}
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileNavPanel
            open={isOpen}
            onOpenChange={setIsOpen}
            isSignedIn={isSignedIn}
            path={path}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
