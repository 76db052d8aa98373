import { useState } from "react";

/**
 * The last non-null `value`. A dialog driven by "the item or null" keeps showing the item while
 * its closing animation runs, instead of flashing empty.
 */
export function useLatestPresent<T>(value: T | null): T | null {
  const [latest, setLatest] = useState(value);
  if (value !== null && value !== latest) setLatest(value);
  return value ?? latest;
}
