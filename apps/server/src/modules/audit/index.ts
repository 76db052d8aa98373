// The audit module's public entry point: what other modules may import (decision 061).
export { listAdminActions, recordAdminAction } from "./audit-log";
export { assertNoConflictOfInterest } from "./conflict-of-interest";
