export { type HostedRuntime, type HostOptions, hostDemoRuntime, keyRefreshMsDefault } from "./host";
export { type Processor, processors } from "./processors";
export {
  type DemoOwnerKey,
  type DemoRuntime,
  type DemoRuntimeOptions,
  defaultWorkMs,
  type RuntimeLogger,
  refusalOf,
  startDemoRuntime,
} from "./runtime";
