import { authUser, loginQuery, problem } from "@agora/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { toAuthUser, upsertUserFromIdentity } from "../users/users.service";
import { callbackUrl, type OidcClient, signInScopes } from "./oidc-client";
import { safeReturnTo } from "./return-to";

/** A sign-in left unfinished longer than this is refused at the callback, in ms. */
const signInWindowMs = 10 * 60 * 1000;

/** Why a sign-in failed, sent to the web app as `/?signInError=<reason>`. */
type SignInFailure = "expired" | "denied" | "provider_error";

/**
 * Sign-in routes (spec §7: "Login is a browser navigation to /api/login; sign-out is a navigation
 * to /api/logout") and the current-user lookup.
 */
export function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config, client: OidcClient): void {
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
      identity = {
        issuer: client.issuer,
        subject: claims.sub,
        email: stringClaim(info.email ?? claims.email),
        firstName: stringClaim(info.given_name ?? claims.given_name),
        lastName: stringClaim(info.family_name ?? claims.family_name),
        profileImageUrl: stringClaim(info.picture ?? claims.picture),
      };
    } catch (err) {
      request.log.warn({ err }, "sign-in callback rejected");
      return failSignIn(reply, "provider_error");
    }
    const user = await upsertUserFromIdentity(db, identity, config.adminEmails);
    // A new session id at sign-in defeats session fixation (OWASP Session Management).
    await request.session.regenerate();
    request.session.userId = user.id;
    return reply.header("cache-control", "no-store").redirect(login.returnTo, 302);
  });

  r.get("/api/logout", { schema: { hide: true }, config: { access: { auth: "public" } } }, async (request, reply) => {
    if (request.session.userId || request.session.login) await request.session.destroy();
    return reply.header("cache-control", "no-store").redirect("/", 302);
  });

  r.get(
    "/api/auth/user",
    {
      schema: {
        summary: "The signed-in user",
        description: "The user behind the session cookie or API key; 401 when signed out (spec §7).",
        tags: ["auth"],
        response: { 200: authUser, 401: problem },
      },
      config: { access: { auth: "user" } },
    },
    async (request) => {
      if (!request.auth) throw new AppError("unauthorized", "Not signed in");
      return toAuthUser(request.auth.user);
    },
  );
}

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

function stringClaim(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}
