// The wallet module's public entry point: what other modules may import (decision 061).
export { adminCredit, depositRecordsOf, getWallet, hasCredited, withdrawalRecordsOf } from "./wallet.service";
export { withdrawnLastDay } from "./withdrawal-totals";
