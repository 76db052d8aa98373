// The webhooks module's public entry point: what other modules may import (decision 061).
export { enqueueWebhookEvent } from "./webhooks.service";
