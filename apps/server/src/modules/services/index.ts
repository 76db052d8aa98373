// The services module's public entry point: what other modules may import (decision 061).
export { countNewServicesByDay } from "./service-counts";
export type { ServiceLiveHook, ServiceWentLive } from "./service-hooks";
export { onServiceLive } from "./service-hooks";
export type { ServiceForMatching } from "./service-matches";
export { serviceAgentIdsQuery, servicesForMatching } from "./service-matches";
export {
  createService,
  findServiceRow,
  listAgentServices,
  servicePricingModel,
  serviceRecordsOfOwner,
  updateService,
} from "./services.service";
