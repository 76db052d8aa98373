import type { CreatedWebhook } from "@agora/contracts";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
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

/** How long the copy button shows "Copied", ms. */
const copiedFeedbackMs = 2_000;

/**
 * Shows a new endpoint's signing secret, the one time the server sends it. Outside clicks do not
 * close it, so the secret is not lost by accident.
 */
export function WebhookSecretDialog({ created, onClose }: { created: CreatedWebhook | null; onClose: () => void }) {
  const shown = useLatestPresent(created);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied(true);
    } catch (error) {
      console.warn("Could not copy to the clipboard", error);
    }
  }

  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Save your signing secret</DialogTitle>
          <DialogDescription>
            Check each delivery's <code className="font-mono text-xs">Agora-Signature</code> header with it: an
            HMAC-SHA256 of <code className="font-mono text-xs">{"<t>.<raw body>"}</code>.
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <div className="grid gap-4">
            <div
              role="note"
              className="flex gap-2.5 rounded-lg bg-warning-soft px-3 py-2.5 text-sm text-warning-soft-foreground"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <strong className="font-semibold">This secret won't be shown again.</strong> If you lose it, delete the
                endpoint and add it again.
              </p>
            </div>
            <code
              data-testid="webhook-secret"
              className="rounded-lg border bg-muted px-3 py-2.5 font-mono text-sm break-all select-all"
            >
              {shown.secret}
            </code>
            <div className="flex items-center gap-3">
              <Button variant="outline" size="sm" onClick={copy}>
                {copied ? <Check className="text-success" /> : <Copy />}
                {copied ? "Copied" : "Copy secret"}
              </Button>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {copied ? "Copied to the clipboard." : null}
              </p>
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
