// The auth module's public entry point: what other modules may import (decision 061).
export { endAllSessions } from "./sessions";
