import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import type { ReceiptCheck } from "../../api/get-receipt-keys";

/**
 * A shield check and "signed receipt #seq verified" for a step receipt, "signed final receipt
 * verified" once settled, checked in this browser with the platform's public key.
 */
export function ReceiptIndicator({ check }: { check: ReceiptCheck }) {
  if (check.status === "verified") {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium" data-testid="receipt-status">
        <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        {/* The shield is the check mark: one, not a second "✓" in the text beside it. */}
        <span>
          {check.isFinal
            ? "signed final receipt verified: the settlement below is what was paid"
            : `signed receipt #${check.seq} verified`}
        </span>
      </span>
    );
  }
  if (check.status === "invalid") {
    return (
      <span className="inline-flex items-center gap-1.5 text-destructive" data-testid="receipt-status">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {check.isFinal ? "The final receipt" : `Receipt #${check.seq}`} failed verification
      </span>
    );
  }
  if (check.status === "unavailable") {
    return <span className="text-muted-foreground">Receipt keys unavailable</span>;
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground" data-testid="receipt-status">
      <Spinner className="size-3.5" />
      Verifying…
    </span>
  );
}
