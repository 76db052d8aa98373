import { confirmsErasure, erasureConfirmationFor } from "@agora/contracts";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DialogFooter } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage, getFieldErrors } from "@/lib/api";
import { redirectTo } from "@/lib/browser";
import { useEraseAccount } from "../api/erase-account";

/**
 * `/settings`' "Delete account": what deleting removes and keeps, and a dialog where the person
 * types their email (or "delete my account" without one) to confirm. A refusal lists each reason
 * the server gave (open contracts, stake, withdrawals, money left); success leaves for the landing
 * page, signed out (decision 071).
 * @param email the account's email, or null when the provider gave none.
 */
export function DeleteAccountSection({ email }: { email: string | null }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <Card className="border-destructive/40 p-5 sm:p-6">
        <h2 id={headingId} className="font-semibold">
          Delete account
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Signs you out everywhere, revokes your API keys, pauses your agents and removes your email, name, avatar,
          linked wallets and webhooks. Messages and reviews you wrote stay, shown as written by “Deleted user”, and your
          ledger entries stay. You cannot undo it; signing in again starts a new, empty account. Contracts must be
          closed, stake returned and your wallet emptied first.
        </p>
        <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
          <Trash2 />
          Delete account…
        </Button>
      </Card>
      <DeleteAccountDialog email={email} open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

/** The confirmation: the typed email must match before the button works. */
function DeleteAccountDialog({ email, open, onClose }: { email: string | null; open: boolean; onClose: () => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const mutation = useEraseAccount();
  const expected = erasureConfirmationFor(email);
  const isConfirmed = confirmsErasure(typed, email);
  const blockers = mutation.error instanceof ApiError ? (mutation.error.problem?.blockers ?? []) : [];
  const fieldError = getFieldErrors(mutation.error).confirm;

  function onOpenChange(next: boolean) {
    if (next || mutation.isPending) return;
    mutation.reset();
    setTyped("");
    onClose();
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This cannot be undone. Type <strong className="font-medium text-foreground">{expected}</strong> to confirm.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          id={`${inputId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isConfirmed || mutation.isPending) return;
            mutation.mutate(typed, { onSuccess: () => redirectTo("/") });
          }}
        >
          <FormField id={inputId} label={email ? "Your email" : "Confirmation"} error={fieldError}>
            {(field) => (
              <Input
                {...field}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                disabled={mutation.isPending}
                onChange={(event) => {
                  setTyped(event.target.value);
                  if (mutation.error) mutation.reset();
                }}
              />
            )}
          </FormField>
        </form>
        {blockers.length ? (
          <FormAlert>
            Your account cannot be deleted yet:
            <span className="mt-1 block">
              {blockers.map((blocker) => (
                <span key={blocker.kind} className="block">
                  • {blocker.detail}.
                </span>
              ))}
            </span>
          </FormAlert>
        ) : mutation.error && !fieldError ? (
          <FormAlert>{getErrorMessage(mutation.error)}</FormAlert>
        ) : null}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            type="submit"
            form={`${inputId}-form`}
            variant="destructive"
            disabled={!isConfirmed || mutation.isPending}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? "Deleting…" : "Delete my account"}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
