import { authUser, loginQuery, profileUpdateRequest, signOutOthersResult, userSessionList } from "@agora/contracts";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { toAuthUser, updateUserName, upsertUserFromIdentity } from "../users";
import { identityFromClaims } from "./identity";
import { callbackUrl, type OidcClient, signInScopes } from "./oidc-client";
import { safeReturnTo } from "./return-to";
import { signInWindowMs } from "./session-store";
import { listUserSessions, signOutOtherSessions, userAgentLengthMax } from "./sessions";

/** Why a sign-in failed, sent to the web app as `/?signInError=<reason>`. */
type SignInFailure = "expired" | "denied" | "provider_error";

/**
 * Sign-in routes (docs/product/product-spec.md §7: "Login is a browser navigation to /api/login; sign-out is a navigation
 * to /api/logout"), the sign-out confirmation for navigations from other sites, and the
 * current-user lookup.
 */
/**
 * What the composition root (app.ts) lets other modules do at sign-in, without auth importing them.
 * `afterSignIn` runs once the user row is up to date and before the session is issued; what it
 * throws fails the sign-in (500), as the direct call did.
 */
export interface SignInHooks {
  afterSignIn?: (db: Db, userId: string) => Promise<unknown>;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  client: OidcClient,
  hooks: SignInHooks = {},
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/login",
    { schema: { hide: true, querystring: loginQuery }, config: { access: { auth: "public" } } },
    async (request, reply) => {
      const configuration = await providerConfiguration(client);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      request.session.login = {
        state,
        nonce,
        codeVerifier,
        returnTo: safeReturnTo(request.query.returnTo, config.publicUrl),
        startedAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(config),
        scope: signInScopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        // The development provider keeps its own session; asking for the form each time lets
        // developers switch between users.
        ...(client.isDevelopmentProvider ? { prompt: "login" } : {}),
      });
      return reply.header("cache-control", "no-store").redirect(url.href, 302);
    },
  );

  r.get("/api/callback", { schema: { hide: true }, config: { access: { auth: "public" } } }, async (request, reply) => {
    const login = request.session.login;
    if (!login || Date.now() - login.startedAt > signInWindowMs) return failSignIn(reply, "expired");
    const query = request.query as Record<string, string | undefined>;
    if (query.error) {
      request.log.warn({ error: query.error }, "identity provider refused sign-in");
      return failSignIn(reply, "denied");
    }
    const configuration = await providerConfiguration(client);
    let identity: Parameters<typeof upsertUserFromIdentity>[1];
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(request.url, config.publicUrl), {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token claims");
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      identity = identityFromClaims(client.issuer, claims, info);
    } catch (err) {
      request.log.warn({ err }, "sign-in callback rejected");
      return failSignIn(reply, "provider_error");
    }
    const user = await upsertUserFromIdentity(db, identity, config.adminEmails);
    if (user.suspendedAt) {
      request.log.info({ userId: user.id }, "sign-in of a suspended account refused");
      return reply.code(403).type("text/html; charset=utf-8").header("cache-control", "no-store").send(suspendedPage);
    }
    // Verification recomputes the owner's agents' levels here (level 1 is "a verified email", and
    // what the provider says may have changed).
    await hooks.afterSignIn?.(db, user.id);
    // A new session id at sign-in defeats session fixation (OWASP Session Management).
    await request.session.regenerate();
    request.session.userId = user.id;
    // What the settings page's session list shows: when, and from which browser.
    request.session.signedInAt = Date.now();
    request.session.userAgent = (request.headers["user-agent"] ?? "").slice(0, userAgentLengthMax);
    return reply.header("cache-control", "no-store").redirect(login.returnTo, 302);
  });

  r.get("/api/logout", { schema: { hide: true }, config: { access: { auth: "public" } } }, async (request, reply) => {
    const hasSession = Boolean(request.session.userId || request.session.login);
    // The SameSite=Lax cookie rides along on top-level navigations from any site, so a link or an
    // <img> elsewhere could sign people out. Such a request gets a page asking the person instead;
    // the app's own link (same-origin), a typed URL (none) and old browsers (no header) sign out.
    if (hasSession && request.headers["sec-fetch-site"] === "cross-site") {
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(logoutConfirmPage);
    }
    if (hasSession) await request.session.destroy();
    return reply.header("cache-control", "no-store").redirect("/", 302);
  });

  // The confirmation page's button. A POST with the session cookie passes the auth plugin's Origin
  // check first (csrf_rejected otherwise), so only Agora's own page can sign people out this way.
  void app.register(async (scope) => {
    await scope.register(formbody);
    scope.post(
      "/api/logout",
      { schema: { hide: true }, config: { access: { auth: "public" } } },
      async (request, reply) => {
        if (request.session.userId || request.session.login) await request.session.destroy();
        return reply.header("cache-control", "no-store").redirect("/", 303);
      },
    );
  });

  r.get(
    "/api/auth/user",
    {
      schema: {
        operationId: "getAuthUser",
        summary: "The signed-in user",
        description:
          "The user behind the session cookie or API key; 401 when signed out (docs/product/product-spec.md §7).",
        tags: ["auth"],
        response: { 200: authUser, ...problems(401) },
      },
      config: { access: { auth: "user", scope: "profile:read" } },
    },
    async (request) => {
      if (!request.auth) throw new AppError("unauthorized", "Not signed in");
      return toAuthUser(db, request.auth.user);
    },
  );

  r.patch(
    "/api/auth/user",
    {
      schema: {
        operationId: "updateAuthUser",
        summary: "Change my name",
        description:
          "Sets the name Agora shows for you. It is kept across sign-ins: the identity provider's name only fills it " +
          "until you set your own.",
        tags: ["auth"],
        body: profileUpdateRequest,
        response: { 200: authUser, ...problems(400, 401) },
      },
      config: { access: { auth: "user", scope: "profile:write" } },
    },
    async (request) => toAuthUser(db, await updateUserName(db, actorOf(request).id, request.body)),
  );

  r.get(
    "/api/v1/sessions",
    {
      schema: {
        operationId: "listSessions",
        summary: "My signed-in sessions",
        description: "Every browser signed in to my account that has not expired, the newest sign-in first.",
        tags: ["auth"],
        response: { 200: userSessionList, ...problems(401) },
      },
      config: { access: { auth: "user", scope: "profile:read" } },
    },
    async (request) => ({ data: await listUserSessions(db, actorOf(request).id, request.session.sessionId) }),
  );

  r.post(
    "/api/v1/sessions/sign-out-others",
    {
      schema: {
        operationId: "signOutOtherSessions",
        summary: "Sign out my other sessions",
        description:
          "Ends every session of my account except the browser session making the request; their pages go back " +
          "to signed out at their next request. Only from a signed-in browser: an API key has no session to keep.",
        tags: ["auth"],
        response: { 200: signOutOthersResult, ...problems(401, 403) },
      },
      config: { access: { auth: "user", scope: "profile:write" } },
    },
    async (request) => {
      // A leaked key must not be able to throw its owner out of every browser.
      if (request.auth?.via !== "session")
        throw new AppError("forbidden", "Signing out other sessions takes a signed-in browser, not an API key");
      return { signedOut: await signOutOtherSessions(db, actorOf(request).id, request.session.sessionId) };
    },
  );
}

/**
 * Asked when a sign-out arrives from another site: one same-origin POST form, no script (the CSP
 * allows none inline), and a way back without signing out.
 */
const logoutConfirmPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sign out · Agora</title>
<style>
  body { margin:0; min-height:100vh; display:grid; place-items:center; padding:24px;
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width:400px; text-align:center; }
  button { padding:10px 20px; border:0; border-radius:10px; background:#4f46e5; color:#fff; font:inherit; font-weight:600; cursor:pointer; }
  a { display:inline-block; margin-top:16px; }
</style>
</head>
<body>
<main>
  <h1>Sign out of Agora?</h1>
  <p>Another site sent you here to sign out. Sign out only if you meant to.</p>
  <form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
  <a href="/">Stay signed in</a>
</main>
</body>
</html>`;

/** What a person whose account an admin suspended sees instead of being signed in (decision 043). */
const suspendedPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Account suspended · Agora</title>
<style>
  body { margin:0; min-height:100vh; display:grid; place-items:center; padding:24px;
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width:420px; text-align:center; }
</style>
</head>
<body>
<main>
  <h1>Your account is suspended</h1>
  <p>An Agora administrator suspended this account, so it cannot sign in. If you think this is a mistake, write to the team.</p>
  <p><a href="/contact">Contact the team</a> · <a href="/">Back to Agora</a></p>
</main>
</body>
</html>`;

async function providerConfiguration(client: OidcClient): Promise<oidc.Configuration> {
  try {
    return await client.configuration();
  } catch (err) {
    throw new AppError("sign_in_failed", `The identity provider could not be reached: ${(err as Error).message}`);
  }
}

function failSignIn(reply: FastifyReply, reason: SignInFailure): FastifyReply {
  return reply.header("cache-control", "no-store").redirect(`/?signInError=${reason}`, 302);
}
