import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/modules/*/*.tables.ts",
  out: "./apps/server/drizzle",
});
