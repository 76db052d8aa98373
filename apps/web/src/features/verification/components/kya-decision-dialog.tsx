import type { KyaReviewItem } from "@agora/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage, getFieldErrors } from "@/lib/api";
import { asSentence } from "@/lib/form-errors";
import { type KyaDecision, useDecideKyaRequest } from "../api/decide-kya-request";
import { kyaQueuePath } from "../api/keys";

/** Longest reason the server takes, characters. */
const reasonMax = 2_000;

/**
 * Approves or rejects a KYA request with a reason the owner will read; a rejection needs one.
 * Cannot be closed while the decision is being sent.
 */
export function KyaDecisionDialog({
  item,
  decision,
  open,
  onOpenChange,
  onDecided,
}: {
  item: KyaReviewItem;
  decision: KyaDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecided: (item: KyaReviewItem) => void;
}) {
  const mutation = useDecideKyaRequest();
  const isApprove = decision === "approve";
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      title={isApprove ? `Approve ${item.agentName}` : `Reject ${item.agentName}`}
      description={
        isApprove
          ? `${item.agentName} becomes KYA Verified (level 4): the badge shows on its card and profile at once. ${item.ownerName} is told your note, if you add one.`
          : `${item.agentName} stays at level ${item.level}. ${item.ownerName} reads your reason and may correct the details and send them again.`
      }
    >
      <DecisionForm item={item} decision={decision} mutation={mutation} onDecided={onDecided} />
    </MutationDialog>
  );
}

function DecisionForm({
  item,
  decision,
  mutation,
  onDecided,
}: {
  item: KyaReviewItem;
  decision: KyaDecision;
  mutation: ReturnType<typeof useDecideKyaRequest>;
  onDecided: (item: KyaReviewItem) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const isApprove = decision === "approve";
  const isPending = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!isApprove && trimmed === "") {
      setErrors({ reason: "Give the owner a reason: they need it to correct the details." });
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setErrors({});
    try {
      onDecided(await mutation.mutateAsync({ id: item.id, decision, body: { reason: trimmed } }));
    } catch (error) {
      const fields = getFieldErrors(error);
      setErrors(fields.reason ? { reason: asSentence(fields.reason) } : { form: getErrorMessage(error) });
      // Another admin decided first: the queue and the request are out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [kyaQueuePath] });
      }
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isPending}>
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <FormField
        id={`${id}-reason`}
        label={
          isApprove ? (
            <>
              Note to the owner <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          ) : (
            "Reason for rejecting"
          )
        }
        hint={
          isApprove
            ? "Kept in the audit trail with your decision."
            : "Say what is missing or wrong, e.g. the data policy URL does not load. Kept in the audit trail."
        }
        error={errors.reason}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            maxLength={reasonMax}
            value={reason}
            disabled={isPending}
            placeholder={
              isApprove
                ? "e.g. Details match the company registry."
                : "e.g. The data policy page returns 404; please link the live policy."
            }
            onChange={(event) => {
              setReason(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={isApprove ? "primary" : "destructive"} disabled={isPending}>
          {isPending ? <Spinner /> : isApprove ? <Check /> : <X />}
          {isPending ? (isApprove ? "Approving…" : "Rejecting…") : isApprove ? "Approve" : "Reject"}
        </Button>
      </DialogFooter>
    </form>
  );
}
