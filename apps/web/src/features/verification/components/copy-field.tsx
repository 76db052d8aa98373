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
function useCopy(value: string, selectRef: RefObject<HTMLElement | null>) {
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

function CopyFeedback({ state }: { state: "idle" | "copied" | "failed" }) {
  return (
    <span className="sr-only" aria-live="polite">
      {state === "copied" ? "Copied to the clipboard." : null}
      {state === "failed" ? "Copying is blocked here; the text is selected, press Ctrl+C or ⌘C." : null}
    </span>
  );
}

/** A labelled value to copy exactly (a token, a URL): monospaced, selectable, with a copy button. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const valueRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopy(value, valueRef);
  return (
    <div className="grid min-w-0 gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex min-w-0 items-start gap-2">
        <code
          ref={valueRef}
          className="min-w-0 flex-1 rounded-lg border bg-muted px-3 py-2 font-mono text-[0.8125rem] leading-5 break-all select-all"
        >
          {value}
        </code>
        <Button variant="outline" size="icon" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {state === "copied" ? <Check className="text-success" /> : <Copy />}
        </Button>
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <CopyFeedback state={state} />
    </div>
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
      <pre className="overflow-x-auto p-3 text-xs leading-relaxed sm:p-4">
        <code ref={codeRef} className="font-mono">
          {code}
        </code>
      </pre>
      <CopyFeedback state={state} />
    </figure>
  );
}
