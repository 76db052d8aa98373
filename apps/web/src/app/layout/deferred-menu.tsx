import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

/** What a deferred menu receives: open at once when the visitor clicked its stand-in before it loaded. */
export interface DeferredMenuProps {
  defaultOpen?: boolean;
}

/**
 * Wakes the real menu: `open` when the visitor clicked (or pressed Enter on) the stand-in, so the
 * menu opens as soon as its code is there; otherwise (pointing at it, focusing it) it only loads.
 */
export type WakeMenu = (open: boolean) => void;

/**
 * A top-bar menu whose code (Radix's dropdown menu, about 19 KB gzip with its helpers) loads after
 * the page's first paint, once the main thread is idle, so a first visit never waits for it
 * (decision 076). Until then `standIn(wake)` draws a button that looks the same; pointing at it,
 * focusing it or clicking it loads the menu at once, and a click opens it when loaded.
 */
export function DeferredMenu({
  Menu,
  standIn,
}: {
  Menu: LazyExoticComponent<ComponentType<DeferredMenuProps>>;
  standIn: (wake: WakeMenu) => ReactNode;
}) {
  const [isAwake, setIsAwake] = useState(false);
  const [opensAtOnce, setOpensAtOnce] = useState(false);
  useEffect(() => {
    if (isAwake) return;
    let idle: number | undefined;
    // The frame callback runs as the page paints; the idle callback after that paint's work.
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === "function")
        idle = requestIdleCallback(() => setIsAwake(true), { timeout: menuIdleWaitMaxMs });
      else setIsAwake(true);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [isAwake]);
  const wake: WakeMenu = (open) => {
    setIsAwake(true);
    if (open) setOpensAtOnce(true);
  };
  if (!isAwake) return standIn(wake);
  return (
    <Suspense fallback={standIn(wake)}>
      <Menu defaultOpen={opensAtOnce} />
    </Suspense>
  );
}

/** The longest a menu waits after the first paint for an idle main thread before it loads anyway. */
export const menuIdleWaitMaxMs = 1000;

/**
 * `React.lazy` for a deferred menu. A failed load is logged and the stand-in stays, a button that
 * does nothing, rather than breaking the top bar (docs/product/product-spec.md §8).
 * @param name what is loading, for the warning, e.g. "Explore menu".
 */
export function lazyMenu(
  load: () => Promise<ComponentType<DeferredMenuProps>>,
  name: string,
  standIn: (wake: WakeMenu) => ReactNode,
): LazyExoticComponent<ComponentType<DeferredMenuProps>> {
  return lazy<ComponentType<DeferredMenuProps>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn(`Could not load the ${name}`, error);
        return { default: () => standIn(() => {}) };
      },
    ),
  );
}
