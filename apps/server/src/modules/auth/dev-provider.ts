import { generateKeyPairSync, randomUUID } from "node:crypto";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from "oidc-provider";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { getOrCreateSecret } from "../system";
import { devProviderAdapter, findDevAccount, saveDevAccount } from "./dev-provider-store";

/** A fresh RSA-2048 private key as a JWK (RS256 is what OpenID Connect clients must accept). */
function generateSigningJwk(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return JSON.stringify({ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256", kid: randomUUID() });
}

/** Client id of the Agora web app at the development provider. */
export const devClientId = "agora-dev";
/** Where the development provider is mounted. */
export const devProviderPath = "/oidc";

/**
 * The development OpenID provider (`oidc-provider`), used when `OIDC_ISSUER` is unset: its sign-in
 * page asks for an email, a first and a last name, and anyone may sign in. Its state (sign-ins in
 * progress, codes, the names typed) is in the database (dev-provider-store.ts), so instances behind
 * a balancer share it and a restart loses nothing; the subject is the lower-cased email, so the
 * same email is the same Agora user everywhere.
 * @returns the issuer and client credentials the relying party uses.
 */
export async function mountDevProvider(
  app: FastifyInstance,
  db: Db,
  config: Config,
  secret: string,
): Promise<{ issuer: string; clientId: string; clientSecret: string }> {
  const issuer = `${config.publicUrl}${devProviderPath}`;
  const clientSecret = `dev-${secret}`;
  // ID tokens are RS256 by default; the key is kept in the database so it survives restarts.
  const signingKey = JSON.parse(await getOrCreateSecret(db, "dev-oidc-signing-key", generateSigningJwk)) as JWK;
  const provider = new Provider(issuer, {
    ...providerConfiguration(config, secret, clientSecret, db),
    adapter: devProviderAdapter(db),
    jwks: { keys: [signingKey] },
  });
  // oidc-provider builds its endpoints' URLs (discovery, redirects) from the request's host and
  // scheme. Those come from PUBLIC_URL instead, whatever Host or X-Forwarded-* a client sent:
  // pinForwardedHeaders writes them, and Koa reads them only with `proxy` on.
  provider.proxy = true;
  const publicOrigin = new URL(config.publicUrl);
  const callback = provider.callback();

  // oidc-provider is a Koa app: hand it the raw request before Fastify parses the body, with the
  // mount prefix stripped and kept in `originalUrl` so it builds its own URLs under /oidc.
  app.addHook("onRequest", async (request, reply) => {
    const url = request.raw.url ?? "";
    if (!url.startsWith(`${devProviderPath}/`)) return;
    // The interaction routes below hand request.raw to the provider too (interactionResult builds
    // the resume URL from it).
    pinForwardedHeaders(request, publicOrigin);
    if (url.startsWith(`${devProviderPath}/interaction/`)) return;
    reply.hijack();
    (request.raw as { originalUrl?: string }).originalUrl = url;
    request.raw.url = url.slice(devProviderPath.length);
    callback(request.raw, reply.raw);
  });

  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.get<{ Params: { uid: string } }>("/oidc/interaction/:uid", async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(signInPage(details.uid, hint));
    });
    scope.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(
      "/oidc/interaction/:uid/login",
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const email = (request.body?.email ?? "").trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          return reply
            .code(400)
            .type("text/html; charset=utf-8")
            .send(signInPage(details.uid, email, "Enter a valid email address."));
        }
        await saveDevAccount(db, {
          email,
          firstName: (request.body?.firstName ?? "").trim().slice(0, 100),
          lastName: (request.body?.lastName ?? "").trim().slice(0, 100),
        });
        return finish(reply, await provider.interactionResult(request.raw, reply.raw, { login: { accountId: email } }));
      },
    );
  });
  return { issuer, clientId: devClientId, clientSecret };
}

/**
 * Makes the provider's view of a request say what PUBLIC_URL says: its host and scheme, whatever
 * Host and X-Forwarded-Host/-Proto the client sent, and the client address Fastify resolved under
 * TRUST_PROXY (so Koa's `ctx.ip` cannot be forged either).
 */
function pinForwardedHeaders(request: FastifyRequest, publicOrigin: URL): void {
  const headers = request.raw.headers;
  headers["x-forwarded-host"] = publicOrigin.host;
  headers["x-forwarded-proto"] = publicOrigin.protocol.replace(/:$/, "");
  headers["x-forwarded-for"] = request.ip;
  delete headers.forwarded;
}

function finish(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header("location", location).send();
}

function providerConfiguration(config: Config, secret: string, clientSecret: string, db: Db): Configuration {
  return {
    clients: [
      {
        client_id: devClientId,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: [secret] },
    pkce: { required: () => true },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${devProviderPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: async () => {
        const a = (await findDevAccount(db, accountId)) ?? { email: accountId, firstName: "", lastName: "" };
        const name = [a.firstName, a.lastName].filter(Boolean).join(" ");
        return {
          sub: accountId,
          email: a.email,
          email_verified: true,
          ...(a.firstName ? { given_name: a.firstName } : {}),
          ...(a.lastName ? { family_name: a.lastName } : {}),
          ...(name ? { name } : {}),
        };
      },
    }),
    // Agora is the provider's only, first-party client: skip the consent screen by granting the
    // requested scopes at once (oidc-provider's documented "loadExistingGrant" recipe).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 300, IdToken: 300, AuthorizationCode: 60 },
  };
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

/** The development provider's sign-in form: fields `email`, `firstName`, `lastName`; button "Sign in". */
function signInPage(uid: string, email: string, error?: string): string {
  const action = `${devProviderPath}/interaction/${encodeURIComponent(uid)}/login`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sign in · Agora (development)</title>
<style>
  :root { color-scheme: light dark; --bg:#f6f7fb; --card:#fff; --fg:#111827; --muted:#6b7280; --border:#e5e7eb; --accent:#4f46e5; --button:#4f46e5; }
  @media (prefers-color-scheme: dark) { :root { --bg:#0b0d14; --card:#141824; --fg:#f3f4f6; --muted:#9ca3af; --border:#262c3d; --accent:#818cf8; --button:#5b5bd6; } }
  * { box-sizing: border-box; }
  body { margin:0; min-height:100vh; display:grid; place-items:center; background:var(--bg); color:var(--fg);
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 24px; }
  main { width:100%; max-width:400px; background:var(--card); border:1px solid var(--border); border-radius:16px; padding:32px;
    box-shadow: 0 10px 30px rgba(0,0,0,.06); }
  h1 { font-size:22px; margin:0 0 4px; } p { margin:0 0 24px; color:var(--muted); }
  label { display:block; font-weight:600; font-size:13px; margin:16px 0 6px; }
  input { width:100%; padding:10px 12px; border:1px solid var(--border); border-radius:10px; background:transparent; color:inherit; font:inherit; }
  input:focus { outline:2px solid var(--accent); outline-offset:1px; }
  .row { display:grid; grid-template-columns:1fr 1fr; gap:12px; }
  button { margin-top:24px; width:100%; padding:11px; border:0; border-radius:10px; background:var(--button); color:#fff; font:inherit; font-weight:600; cursor:pointer; }
  .error { color:#dc2626; font-size:14px; margin-top:12px; }
  .badge { display:inline-block; font-size:12px; font-weight:600; color:var(--accent); border:1px solid var(--border); border-radius:999px; padding:2px 10px; margin-bottom:16px; }
</style>
</head>
<body>
<main>
  <span class="badge">Development sign-in</span>
  <h1>Sign in to Agora</h1>
  <p>Any email signs in on this development server.</p>
  <form method="post" action="${escapeHtml(action)}" autocomplete="on">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}" placeholder="you@example.com">
    <div class="row">
      <div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name"></div>
      <div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name"></div>
    </div>
    ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ""}
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
