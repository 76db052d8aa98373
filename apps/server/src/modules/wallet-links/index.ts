// The wallet-links module's public entry point: what other modules may import (decision 061).
export { ownerWalletsOf } from "./wallet-links.service";
