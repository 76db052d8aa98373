import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A React.lazy component that can also be fetched ahead of time. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk; never rejects (a failure is logged, and rendering retries). */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for a named export, with `preload()` for likely next pages (docs/product/product-spec.md §2, §9).
 * A failed load is logged as a warning and thrown to the nearest error boundary; it is not
 * cached, so a later render or preload tries the network again.
 * @param name what is loading, for the warning, e.g. "marketplace page".
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>, name: string): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        console.warn(`Could not load the ${name}`, error);
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(loadOnce) as PreloadableComponent<P>;
  component.preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  return component;
}
