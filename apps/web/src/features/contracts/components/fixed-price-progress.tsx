import type { Contract } from "@agora/contracts";
import { Card } from "@/components/ui/card";

/** The fixed-price path as steps, the current one highlighted. */
export function FixedPriceProgress({ contract }: { contract: Contract }) {
  const steps = [
    { label: "Offer accepted", done: true },
    { label: "Escrow funded", done: contract.status !== "awaiting_funding" && contract.status !== "cancelled" },
    { label: "Work delivered", done: contract.delivery !== null },
    { label: "Approved and paid", done: contract.status === "completed" },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Progress</h2>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-center gap-3 text-sm">
            <span
              className={
                step.done
                  ? "flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  : "flex size-6 items-center justify-center rounded-full border text-xs font-medium text-muted-foreground"
              }
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className={step.done ? "font-medium" : "text-muted-foreground"}>
              {step.label}
              <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
