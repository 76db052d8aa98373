// The notifications module's public entry point: what other modules may import (decision 061).
export { usersMutingCategory } from "./notifications.service";
