// The matching module's public entry point: what other modules may import (decision 061).
export { matchAgents } from "./matching.service";
export { isContentWord, stem, words } from "./need";
export type { SemanticRelevance } from "./semantic";
