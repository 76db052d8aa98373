import { CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

// The funds feature's form parts, repeated here because features do not import each other
// (STYLE.md rule 14); they belong in components/ once both features have landed.

/** A form-wide problem (not about one field), read out when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** A labelled field with an optional hint and an inline error tied to the control by id. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (props: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A dollar amount field: "$" before and "USD" after the text, a decimal keyboard on phones. */
export function AmountInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div
      className={cn(
        "flex h-11 w-full items-center gap-1.5 rounded-lg border border-input bg-card px-3 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30 has-[input:disabled]:opacity-60 has-[input:read-only]:bg-muted/60 has-[input[aria-invalid=true]]:border-destructive has-[input[aria-invalid=true]]:ring-destructive/20",
        className,
      )}
    >
      <span className="text-base text-muted-foreground" aria-hidden="true">
        $
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className="h-full min-w-0 flex-1 bg-transparent text-base font-medium tabular-nums outline-none placeholder:font-normal placeholder:text-muted-foreground disabled:cursor-not-allowed"
        {...props}
      />
      <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
        USD
      </span>
    </div>
  );
}
