import { Check, Copy } from "lucide-react";
import { useRef } from "react";
import { CopyFeedback, useCopy } from "@/components/code-block";
import { Button } from "@/components/ui/button";

export { CodeBlock } from "@/components/code-block";

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
