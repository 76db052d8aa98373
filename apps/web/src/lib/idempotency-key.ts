import { useRef } from "react";

/** A random version-4 UUID; `crypto.randomUUID` exists only on secure origins (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of one form or user action: `keyFor(body)` gives the same key for as long
 * as it is retried with the same body, and a new one when the body changes. So retrying after a
 * lost answer (a network error, the tab losing its connection) replays the first request instead
 * of moving money twice. Reusing the key after a refusal is harmless: the server keeps a key only
 * when the request succeeded. A new form (a dialog opened again) starts with a new key; an action
 * that stays on screen after success starts over with `reset()`.
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; body: string } | null>(null);
  function keyFor(body: unknown): string {
    const text = JSON.stringify(body ?? null);
    if (last.current?.body !== text) last.current = { key: newIdempotencyKey(), body: text };
    return last.current.key;
  }
  function reset() {
    last.current = null;
  }
  return { keyFor, reset };
}
