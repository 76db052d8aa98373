export * from "./agents";
export * from "./api-keys";
export * from "./auth";
export * from "./performance";
export * from "./platform";
export * from "./problem";
export * from "./services";
