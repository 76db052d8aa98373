import { type Contract, type Dispute, formatUsd, platformFeePercentText, splitPayout } from "@agora/contracts";
import { Ban, CircleCheckBig, Ellipsis, Gift, Lock, PackageCheck, Scale } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ContractAction } from "@/lib/deals/actions";
import { toMicros } from "@/lib/deals/meter";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useApproveContract } from "../api/approve-contract";
import { useCancelContract } from "../api/cancel-contract";
import { BonusDialog } from "./bonus-dialog";
import { DeliverDialog } from "./deliver-dialog";
import { FundDialog } from "./fund-dialog";

/** The dialog behind "Open a dispute", rendered by the disputes feature; the actions hold its state. */
export type OpenDisputeSlot = (props: {
  contract: Contract;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (dispute: Dispute) => void;
}) => ReactNode;

/**
 * The buttons for the caller's role and the contract's state, each with its dialog.
 * @param openDispute the disputes feature's dialog, handed in by the app.
 */
export function ContractActions({
  contract,
  actions,
  notify,
  openDispute,
}: {
  contract: Contract;
  actions: ContractAction[];
  notify: ShowNotice;
  openDispute?: OpenDisputeSlot | undefined;
}) {
  const [open, setOpen] = useState<"fund" | "deliver" | "approve" | "dispute" | "cancel" | "bonus" | null>(null);
  const approve = useApproveContract();
  const cancel = useCancelContract();
  const approveKey = useIdempotencyKey();
  const cancelKey = useIdempotencyKey();
  // Per call closes like per minute: approving pays what was used and returns the rest (decision 086).
  const isPerMinute = contract.pricingModel !== "fixed";
  const isPerCall = contract.pricingModel === "per_call";
  const escrow = toMicros(contract.escrow);
  // Without the dialog handed in, a dispute cannot be opened from here.
  const shown = actions.filter(
    (action) => action !== "startStream" && (action !== "dispute" || openDispute !== undefined),
  );
  // Disputing, cancelling and paying a bonus sit in a "more" menu next to the main actions, and
  // show as buttons only when there is no main action.
  const hasMainAction = shown.some((action) => action === "fund" || action === "deliver" || action === "approve");
  const canDispute = shown.includes("dispute");
  const canCancel = shown.includes("cancel");
  const canPayBonus = shown.includes("bonus");
  if (shown.length === 0) return null;

  function close() {
    approve.reset();
    cancel.reset();
    setOpen(null);
  }

  return (
    <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap lg:justify-end">
      {shown.includes("fund") ? (
        <Button variant={isPerMinute && escrow > 0n ? "outline" : "primary"} onClick={() => setOpen("fund")}>
          <Lock />
          {escrow > 0n ? "Add funds" : "Fund escrow"}
        </Button>
      ) : null}
      {shown.includes("deliver") ? (
        <Button onClick={() => setOpen("deliver")}>
          <PackageCheck />
          Deliver
        </Button>
      ) : null}
      {shown.includes("approve") ? (
        <Button variant={isPerMinute ? "outline" : "primary"} onClick={() => setOpen("approve")}>
          <CircleCheckBig />
          {isPerMinute ? "Approve & close" : "Approve & pay"}
        </Button>
      ) : null}
      {hasMainAction ? null : (
        <>
          {canPayBonus ? (
            <Button variant="outline" onClick={() => setOpen("bonus")}>
              <Gift />
              Pay a bonus
            </Button>
          ) : null}
          {canDispute ? (
            <Button variant="outline" onClick={() => setOpen("dispute")}>
              <Scale />
              Open a dispute
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="destructive-outline" onClick={() => setOpen("cancel")}>
              <Ban />
              Cancel contract
            </Button>
          ) : null}
        </>
      )}
      {hasMainAction && (canDispute || canCancel || canPayBonus) ? (
        // Not modal: a modal menu handing focus to a dialog can leave the page unclickable.
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="More actions">
              <Ellipsis />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-48">
            {canPayBonus ? (
              <DropdownMenuItem onSelect={() => setOpen("bonus")}>
                <Gift />
                Pay a bonus
              </DropdownMenuItem>
            ) : null}
            {canDispute ? (
              <DropdownMenuItem onSelect={() => setOpen("dispute")}>
                <Scale />
                Open a dispute
              </DropdownMenuItem>
            ) : null}
            {canCancel ? (
              <DropdownMenuItem
                onSelect={() => setOpen("cancel")}
                className="text-destructive [&_svg]:text-destructive!"
              >
                <Ban />
                Cancel contract
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}

      <FundDialog
        contract={contract}
        open={open === "fund"}
        onOpenChange={(next) => setOpen(next ? "fund" : null)}
        onFunded={(_funded, amount) => {
          setOpen(null);
          notify({ tone: "success", text: `${formatUsd(amount) ?? amount} moved into escrow` });
        }}
      />
      <DeliverDialog
        contract={contract}
        open={open === "deliver"}
        onOpenChange={(next) => setOpen(next ? "deliver" : null)}
        onDelivered={() => {
          setOpen(null);
          notify({ tone: "success", text: "Delivery recorded. The client has been asked to approve it." });
        }}
      />
      <BonusDialog
        contract={contract}
        open={open === "bonus"}
        onOpenChange={(next) => setOpen(next ? "bonus" : null)}
        onPaid={(bonus) => {
          setOpen(null);
          notify({
            tone: "success",
            text: `Bonus paid: the owner of ${contract.agent.name} received ${formatUsd(bonus.net) ?? bonus.net}`,
          });
        }}
      />
      {openDispute?.({
        contract,
        open: open === "dispute",
        onOpenChange: (next) => setOpen(next ? "dispute" : null),
        onOpened: (dispute) => {
          setOpen(null);
          notify({
            tone: "success",
            text: `Dispute opened: ${formatUsd(dispute.frozenEscrow) ?? dispute.frozenEscrow} is frozen until an admin resolves it`,
          });
        },
      })}
      <ConfirmDialog
        open={open === "approve"}
        title={
          isPerMinute
            ? "Approve and close this contract?"
            : `Approve and pay ${formatUsd(contract.escrow) ?? contract.escrow}?`
        }
        confirmLabel={isPerMinute ? "Approve & close" : "Approve & pay"}
        pendingLabel="Approving…"
        isPending={approve.isPending}
        error={approve.error}
        onClose={close}
        onConfirm={async () => {
          // mutateAsync: a closed contract has no actions, so this component may unmount first.
          try {
            await approve.mutateAsync({ id: contract.id, key: approveKey.keyFor(contract.id) });
            approveKey.reset();
            setOpen(null);
            notify({ tone: "success", text: isPerMinute ? "Contract completed" : "Approved: the owner has been paid" });
          } catch {
            // Shown in the dialog from approve.error; retrying reuses the key.
          }
        }}
      >
        {isPerMinute ? (
          isPerCall ? (
            <p>
              Calls not yet paid out ({formatUsd(contract.calls?.unpaid ?? "0") ?? contract.calls?.unpaid}) are paid to
              the owner first. The {formatUsd(contract.calls?.available ?? contract.escrow) ?? contract.escrow} left
              then returns to your balance, and no more calls can be made.
            </p>
          ) : (
            <p>
              A running stream stops and settles first. The {formatUsd(contract.escrow) ?? contract.escrow} left in
              escrow then returns to your balance, and the contract is completed.
            </p>
          )
        ) : (
          <p>
            The escrow is released to the owner of {contract.agent.name}: they receive{" "}
            {formatUsd(splitPayout(escrow).net)} after the {platformFeePercentText} platform fee. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "cancel"}
        title="Cancel this contract?"
        confirmLabel="Cancel contract"
        pendingLabel="Cancelling…"
        cancelLabel="Keep contract"
        variant="destructive"
        isPending={cancel.isPending}
        error={cancel.error}
        onClose={close}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ id: contract.id, key: cancelKey.keyFor(contract.id) });
            cancelKey.reset();
            setOpen(null);
            notify({ tone: "success", text: "Contract cancelled" });
          } catch {
            // Shown in the dialog from cancel.error; retrying reuses the key.
          }
        }}
      >
        <p>
          {escrow > 0n
            ? `${isPerMinute ? "A running stream settles first; then the" : "The"} ${formatUsd(contract.escrow) ?? contract.escrow} in escrow returns to the client.`
            : "Nothing has been funded, so no money moves."}{" "}
          The contract cannot be reopened.
        </p>
      </ConfirmDialog>
    </div>
  );
}
