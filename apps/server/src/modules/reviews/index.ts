// The reviews module's public entry point: what other modules may import (decision 061).
export { getReputation, recomputeReputation, snapshotDailyReputations } from "./reputation.service";
export { createReview, replyToReview, reviewRecordsBy } from "./reviews.service";
