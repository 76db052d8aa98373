// The saved-agents module's public entry point: what other modules may import (decision 061).
export type { LiveService } from "./saved-agents.service";
export { notifySaversOfLiveService } from "./saved-agents.service";
