import type { FormEvent } from "react";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { getErrorMessage, getFieldErrors } from "./api";

// Showing a server problem on a react-hook-form form. Not in api.ts: that module is in the
// initial bundle, and only forms need this.

/** A server field message ("must be at most 10000.00") as a sentence ("Must be at most 10000.00."). */
export function asSentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Shows the problem's messages for `names` next to those fields of a form, as sentences.
 * @param setError react-hook-form's `setError`.
 * @returns whether any field got a message; when none did, the caller shows a form-wide error.
 */
export function showFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
  setError: (name: Name, error: { type: "server"; message: string }) => void,
): boolean {
  const fields = getFieldErrors(error);
  let isShown = false;
  for (const name of names) {
    const message = fields[name];
    if (message) {
      setError(name, { type: "server", message: asSentence(message) });
      isShown = true;
    }
  }
  return isShown;
}

/** What {@link useFormSubmit} gives a form: its submit handler and its form-wide error. */
export interface FormSubmit {
  /** The form-wide error: a refusal that names none of the form's fields. */
  formError: string | null;
  /** Hides the form-wide error, e.g. as soon as the user edits the field it is about. */
  clearFormError: () => void;
  /** The form's submit handler: checks the values with the form's resolver, then sends them. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * Submits `form` with `send` and shows a refusal the way every form does: the server's
 * field messages next to `fields`, anything else as one form-wide error.
 * @param send sends the body the resolver produced; whatever it throws is shown, never rethrown.
 * @param onError sees every refusal first; returning true means it showed the error itself.
 */
export function useFormSubmit<Values extends FieldValues, Body>(
  form: UseFormReturn<Values, unknown, Body>,
  fields: readonly Path<Values>[],
  send: (body: Body) => Promise<void>,
  onError?: (error: unknown) => boolean | undefined,
): FormSubmit {
  const [formError, setFormError] = useState<string | null>(null);

  async function submitBody(body: Body) {
    setFormError(null);
    try {
      await send(body);
    } catch (error) {
      if (onError?.(error)) return;
      if (!showFieldErrors(error, fields, form.setError)) setFormError(getErrorMessage(error));
    }
  }

  return { formError, clearFormError: () => setFormError(null), onSubmit: form.handleSubmit(submitBody) };
}
