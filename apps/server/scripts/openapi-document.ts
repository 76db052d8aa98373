import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";

/**
 * Builds the app on a fresh in-memory PGlite database (migrated, then thrown away) and returns
 * the OpenAPI document it serves at `GET /api/v1/openapi.json`, without listening on a port.
 * @returns the parsed document (OpenAPI 3.1 JSON object).
 */
export async function loadOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:5000" });
    const app = await buildApp({ config, database });
    try {
      const res = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
      if (res.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.statusCode}`);
      return res.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
