// Copying text (a token, a snippet) with feedback: shared by the verification steps and the developer pages.

import { Check, Copy } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** How long a copy button shows "Copied", ms. */
const copiedFeedbackMs = 2_000;

/**
 * Copies `value` to the clipboard; where that is refused (an insecure origin, permissions), the
 * text in `selectRef` is selected instead so Ctrl+C or ⌘C copies it.
 */
export function useCopy(value: string, selectRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch (error) {
      console.warn("Could not copy to the clipboard", error);
      const node = selectRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setState("failed");
    }
  }
  return { state, copy };
}

export function CopyFeedback({ state }: { state: "idle" | "copied" | "failed" }) {
  return (
    <span className="sr-only" aria-live="polite">
      {state === "copied" ? "Copied to the clipboard." : null}
      {state === "failed" ? "Copying is blocked here; the text is selected, press Ctrl+C or ⌘C." : null}
    </span>
  );
}

/** A titled block of code with a copy button; scrolls sideways instead of wrapping. */
export function CodeBlock({ title, code, className }: { title: string; code: string; className?: string }) {
  const codeRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopy(code, codeRef);
  return (
    <figure className={cn("min-w-0 overflow-hidden rounded-lg border bg-muted/50", className)}>
      <figcaption className="flex items-center justify-between gap-2 border-b bg-muted/60 py-1 pr-1 pl-3">
        <span className="truncate text-xs font-medium text-muted-foreground">{title}</span>
        <Button variant="ghost" size="sm" onClick={copy} aria-label={`Copy ${title}`}>
          {state === "copied" ? <Check className="text-success" /> : <Copy />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user must reach the block to scroll long lines sideways (WCAG 2.1.1; axe scrollable-region-focusable).
        tabIndex={0}
        className="overflow-x-auto p-3 text-xs leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:p-4"
      >
        <code ref={codeRef} className="font-mono">
          {code}
        </code>
      </pre>
      <CopyFeedback state={state} />
    </figure>
  );
}
