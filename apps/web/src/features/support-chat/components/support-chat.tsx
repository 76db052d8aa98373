import { MessageCircle, X } from "lucide-react";
import { type ComponentProps, type ComponentType, lazy, Suspense, useId, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import type { SupportChatPanel as Panel } from "./support-chat-panel";

const loadPanel = () => import("./support-chat-panel");

// The panel's code loads the first time it is opened (or about to be: hover and focus start the
// download), so it never weighs on the first page load. A failed load is only logged (docs/product/product-spec.md §8).
const SupportChatPanel = lazy<ComponentType<ComponentProps<typeof Panel>>>(() =>
  loadPanel().then(
    (module) => ({ default: module.SupportChatPanel }),
    (error: unknown) => {
      console.warn("Could not load the support chat", error);
      return { default: () => null };
    },
  ),
);

function preloadPanel() {
  loadPanel().catch(() => {
    // The lazy component above logs the failure when it really needs the code.
  });
}

/** Size of the panel (docs/product/product-spec.md §9): at most 600px tall and 24rem wide, never wider than the screen. */
const panelSizeClass = "max-h-[600px] w-96 max-w-[calc(100vw-2rem)]";

/** The floating support chat: a round toggle in the bottom-right corner and its panel above it. */
export function SupportChat() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function close() {
    setIsOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      {isOpen ? (
        <Suspense
          fallback={
            <div
              className={cn(
                "fixed right-4 bottom-20 z-40 flex h-40 items-center justify-center gap-2 rounded-2xl border bg-popover text-sm text-muted-foreground shadow-2xl sm:right-6 sm:bottom-24",
                panelSizeClass,
              )}
              role="status"
            >
              <Spinner />
              Loading support chat…
            </div>
          }
        >
          <SupportChatPanel id={panelId} className={panelSizeClass} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-label={isOpen ? "Close support chat" : "Open support chat"}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/25 transition-[transform,background-color] outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background active:scale-95 sm:right-6 sm:bottom-6"
      >
        {isOpen ? <X className="size-5" aria-hidden="true" /> : <MessageCircle className="size-5" aria-hidden="true" />}
      </button>
    </>
  );
}
