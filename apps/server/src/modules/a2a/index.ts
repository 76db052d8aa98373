// The a2a module's public entry point: what other modules may import (decision 061).
export { agentCardPath, listingCard, loadListing } from "./listing-card";
