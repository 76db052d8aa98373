// The rate-limits module's public entry point: what other modules may import (decision 061).
export type { RouteRuleName } from "./rules";
