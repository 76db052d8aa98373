// The idempotency module's public entry point: what other modules may import (decision 061).
export {
  idempotencyHeader,
  idempotencyKeyPattern,
  idempotent,
  requestGuard,
  sendIdempotent,
} from "./idempotency.service";
