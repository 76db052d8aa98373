import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form field with an optional hint and an inline error; the control gets the ids that
 * tie them together, so screen readers read the hint and the error with the field.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className ?? "grid content-start gap-2"}>
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

/** The first message anywhere under a react-hook-form error (array fields nest them). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) return error.message;
  for (const value of Object.values(error)) {
    if (value && typeof value === "object" && !(value instanceof Element)) {
      const found = firstErrorMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** Splits "a, b,,c" into ["a", "b", "c"]. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
