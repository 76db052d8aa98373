import { useEffect, useState } from "react";

/** Search-as-you-type waits this long after the last keystroke before asking the server. */
export const searchDebounceMs = 250;

/** `value`, but only once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
