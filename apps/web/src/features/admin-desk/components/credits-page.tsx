import {
  type AdminCreditRequest,
  type AdminUser,
  adminReasonLengthMax,
  adminReasonLengthMin,
  formatUsd,
} from "@agora/contracts";
import { Gift, Search } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { Notice, useNotice } from "@/components/notice";
import { PageFrame } from "@/components/page-frame";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { amountProblem, normalizeAmount } from "@/lib/money";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCreditUser, useUserSearch } from "../api/credits";

interface CreditValues {
  userId: string;
  amount: string;
  reason: string;
}

const creditResolver: Resolver<CreditValues, unknown, AdminCreditRequest> = async (values) => {
  const body = { userId: values.userId, amount: normalizeAmount(values.amount), reason: values.reason.trim() };
  const errors: FieldErrors<CreditValues> = {};
  if (!body.userId) errors.userId = { type: "required", message: "Find and pick the user to credit." };
  const amount = amountProblem(body.amount);
  if (amount) errors.amount = { type: "validate", message: amount };
  if (body.reason.length < adminReasonLengthMin)
    errors.reason = { type: "validate", message: "Say why, e.g. a refund for a failed job. It goes in the audit log." };
  else if (body.reason.length > adminReasonLengthMax)
    errors.reason = { type: "validate", message: `Keep the reason under ${adminReasonLengthMax} characters.` };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
};

/**
 * `/admin/credits` (admins; others see Access Denied): credits a user's available balance from the
 * platform, with a reason kept in the audit log. An admin cannot credit themselves (the server says so).
 */
export function CreditsPage() {
  const { notice, show, dismiss } = useNotice();
  return (
    <PageFrame
      icon={Gift}
      title="Credits"
      description="Add money from the platform to a user's available balance: goodwill, a refund outside a dispute, a correction. Every credit is a ledger transfer and an audit-log entry."
    >
      <AdminDeskNav />
      <Card className="p-5 sm:p-6">
        <CreditForm
          onCredited={(text) =>
            show({ tone: "success", text, action: { label: "View the audit log", href: "/admin/audit-log" } })
          }
        />
      </Card>
      <Notice message={notice} onDismiss={dismiss} />
    </PageFrame>
  );
}

function CreditForm({ onCredited }: { onCredited: (text: string) => void }) {
  const id = useId();
  const mutation = useCreditUser();
  const { keyFor, reset: resetKey } = useIdempotencyKey();
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const form = useForm<CreditValues, unknown, AdminCreditRequest>({
    defaultValues: { userId: "", amount: "", reason: "" },
    resolver: creditResolver,
  });
  const { register, formState, setValue } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["userId", "amount", "reason"], async (body) => {
    await mutation.mutateAsync({ body, key: keyFor(body) });
    onCredited(
      `Credited ${formatUsd(body.amount) ?? body.amount} to ${picked?.email ?? picked?.displayName ?? "the user"}.`,
    );
    resetKey();
    setPicked(null);
    form.reset();
  });

  function pick(user: AdminUser | null) {
    setPicked(user);
    setValue("userId", user?.id ?? "", { shouldValidate: formState.isSubmitted });
    submit.clearFormError();
  }

  return (
    <form noValidate onSubmit={submit.onSubmit} className="grid max-w-xl gap-5" aria-busy={isPending}>
      {submit.formError ? <FormAlert>{submit.formError}</FormAlert> : null}
      <UserPicker
        id={`${id}-user`}
        picked={picked}
        onPick={pick}
        error={formState.errors.userId?.message}
        disabled={isPending}
      />
      <FormField id={`${id}-amount`} label="Amount" error={formState.errors.amount?.message}>
        {(field) => <AmountInput {...field} disabled={isPending} {...register("amount")} />}
      </FormField>
      <FormField
        id={`${id}-reason`}
        label="Reason"
        hint="Kept in the audit log with your name."
        error={formState.errors.reason?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={adminReasonLengthMax}
            disabled={isPending}
            placeholder="e.g. Refund for the failed translation job of 3 March."
            {...register("reason", { onChange: submit.clearFormError })}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : <Gift />}
          {isPending ? "Crediting…" : "Credit user"}
        </Button>
      </div>
    </form>
  );
}

/** Finds a user by part of their email or name and picks one; the pick shows with "Change". */
function UserPicker({
  id,
  picked,
  onPick,
  error,
  disabled,
}: {
  id: string;
  picked: AdminUser | null;
  onPick: (user: AdminUser | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const [text, setText] = useState("");
  const debounced = useDebouncedValue(text);
  const search = useUserSearch(picked ? "" : debounced);
  const results = search.data?.data ?? [];

  if (picked) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">User</p>
        <div className="flex items-center gap-3 rounded-lg border px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{picked.displayName ?? picked.email ?? picked.id}</p>
            {picked.displayName && picked.email ? (
              <p className="truncate text-xs text-muted-foreground">{picked.email}</p>
            ) : null}
          </div>
          <Button type="button" size="sm" variant="ghost" onClick={() => onPick(null)} disabled={disabled}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <FormField id={id} label="User" hint="Type part of an email address or name." error={error}>
      {(field) => (
        <div className="grid gap-2">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...field}
              type="search"
              className="pl-9"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="e.g. alice@example.com"
              autoComplete="off"
              disabled={disabled}
            />
          </div>
          {debounced.trim() === "" ? null : search.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Searching…
            </p>
          ) : search.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not search: {getErrorMessage(search.error)}
            </p>
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground">No user matches “{debounced.trim()}”.</p>
          ) : (
            <ul aria-label="Matching users" className="divide-y rounded-lg border">
              {results.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => onPick(user)}
                    className="flex w-full flex-col items-start px-3 py-2 text-left outline-none hover:bg-muted focus-visible:bg-muted"
                  >
                    <span className="text-sm font-medium">{user.displayName ?? user.email ?? user.id}</span>
                    {user.displayName && user.email ? (
                      <span className="text-xs text-muted-foreground">{user.email}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
