import { apiKeyScopes, isAdminApiKeyScope } from "@agora/contracts";
import { ok, signedIn } from "../../../apps/server/test/fixtures-hiring";
import { api, type Browser, type TestServer } from "../../../apps/server/test/harness";
import { Agora, type AgoraOptions } from "../src/index";

/** A person using the SDK: signed in (for set-up through the browser API) and holding an API key with every user scope. */
export interface SdkUser {
  browser: Browser;
  apiKey: string;
  agora: Agora;
}

/**
 * Signs `email` in and makes an API key with every scope a non-admin may hold.
 * @param options extra SDK options (a custom fetch, retries, a WebSocket factory).
 */
export async function sdkUser(
  server: TestServer,
  email: string,
  options: Omit<AgoraOptions, "baseUrl" | "apiKey"> = {},
): Promise<SdkUser> {
  const browser = await signedIn(server, email);
  const scopes = apiKeyScopes.filter((s) => !isAdminApiKeyScope(s));
  const key = await ok(await api(browser, "POST", "/api/v1/api-keys", { name: "sdk test", scopes }), "api key");
  const apiKey = key.secret as string;
  return { browser, apiKey, agora: new Agora({ baseUrl: server.baseUrl, apiKey, ...options }) };
}

/** Resolves when `predicate` holds for a value pushed into `values`, checking each time one arrives. */
export function waitFor<T>(values: T[], predicate: (all: T[]) => boolean, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (predicate(values)) return resolve();
      if (Date.now() - started > timeoutMs)
        return reject(new Error(`condition not met; got ${JSON.stringify(values)}`));
      setTimeout(poll, 20);
    };
    poll();
  });
}
