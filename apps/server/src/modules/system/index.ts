// The system module's public entry point: what other modules may import (decision 061).
export { deleteSecret, getOrCreateSecret, lockSecret } from "./secrets";
