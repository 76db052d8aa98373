import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far outside the viewport a part starts loading, so it is there when scrolled to. */
export const nearViewportMarginPx = 300;

/**
 * Renders `children` once its place comes within {@link nearViewportMarginPx} of the viewport, and
 * `placeholder` (which should hold the same height) until then. Below-the-fold parts whose code is
 * a lazy chunk use it so a first visit downloads that code only when it is about to be seen, never
 * before the first paint (decision 076). Without IntersectionObserver (jsdom) it renders at once.
 */
export function WhenNearViewport({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: `${nearViewportMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={ref}>{placeholder}</div>;
}
