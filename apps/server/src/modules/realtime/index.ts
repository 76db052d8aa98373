// The realtime module's public entry point: what other modules may import (decision 061).
export { heartbeatNoticeMax, notifyChannel, publishEvent, publishTransientEvents } from "./events";
export type { ChannelKind, ChannelWatcher } from "./hub";
