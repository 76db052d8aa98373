// The mandates module's public entry point: what other modules may import (decision 061).
export { apiKeysUnderMandate, checkMandate, refuseUnderMandate } from "./mandate-check";
