export * from "./api-keys";
export * from "./auth";
export * from "./performance";
export * from "./problem";
