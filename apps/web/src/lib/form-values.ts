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
