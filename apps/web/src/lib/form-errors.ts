import { getFieldErrors } from "./api";

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
