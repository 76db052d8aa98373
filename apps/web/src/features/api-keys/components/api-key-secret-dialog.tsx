import type { CreatedApiKey } from "@agora/contracts";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useLatestPresent } from "@/lib/use-latest-present";

/** How long the copy button shows "Copied", in milliseconds. */
const copiedFeedbackMs = 2_000;

/**
 * Shows a new key's secret, the one time the server sends it. Outside clicks do not close it,
 * so the secret is not lost by accident; "Done" or the close button does.
 */
export function ApiKeySecretDialog({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  const shown = useLatestPresent(apiKey);
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Save your API key</DialogTitle>
          <DialogDescription>
            {shown ? (
              <>
                “{shown.name}” is ready. Send it as <code className="font-mono text-xs">Authorization: Bearer</code>{" "}
                followed by the secret.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {shown ? <SecretBody apiKey={shown} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SecretBody({ apiKey }: { apiKey: CreatedApiKey }) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const secretRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (copyState === "idle") return;
    const timer = setTimeout(() => setCopyState("idle"), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      setCopyState("copied");
    } catch (error) {
      // Clipboard access can be denied (insecure origin, permissions): select the text instead.
      console.warn("Could not copy to the clipboard", error);
      const node = secretRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      setCopyState("failed");
    }
  }

  return (
    <div className="grid gap-4">
      <div
        role="note"
        className="flex gap-2.5 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">This secret won't be shown again.</strong> Copy it now and store it
          somewhere safe. If you lose it, revoke the key and create a new one.
        </p>
      </div>

      <div className="grid gap-2">
        <span className="text-sm font-medium">Secret</span>
        <code
          ref={secretRef}
          data-testid="api-key-secret"
          className="rounded-lg border bg-muted px-3 py-2.5 font-mono text-sm break-all select-all"
        >
          {apiKey.secret}
        </code>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="outline" size="sm" onClick={copySecret} aria-label="Copy secret">
            {copyState === "copied" ? <Check className="text-success" /> : <Copy />}
            {copyState === "copied" ? "Copied" : "Copy secret"}
          </Button>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {copyState === "copied" ? "Copied to the clipboard." : null}
            {copyState === "failed" ? "Copying is blocked here; the secret is selected, press Ctrl+C or ⌘C." : null}
          </p>
        </div>
      </div>

      <div className="grid gap-2">
        <span className="text-sm font-medium">Scopes</span>
        <div className="flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} className="font-mono">
              {scope}
            </Badge>
          ))}
        </div>
      </div>
    </div>
  );
}
