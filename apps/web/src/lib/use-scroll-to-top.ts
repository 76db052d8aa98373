import { useEffect, useRef } from "react";

/**
 * Scrolls to the top whenever `path` changes (docs/product/product-spec.md §2), unless the address has a hash: then the
 * element it names is scrolled into view, if it is on the page, and the position is otherwise
 * left alone. The first render is left to the browser, which restores or follows the hash itself.
 */
export function useScrollToTop(path: string): void {
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const hash = window.location.hash;
    if (hash.length > 1) {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView?.();
      return;
    }
    window.scrollTo(0, 0);
  }, [path]);
}
