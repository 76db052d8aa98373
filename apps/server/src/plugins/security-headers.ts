import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * The Content-Security-Policy of every response Agora sends (pages, API, errors), as helmet
 * directives. Scripts come only from this origin: the web app has no inline script (the theme is
 * applied by `/theme-init.js`, and Vite emits the bundle as files), so an injected `<script>` or
 * `onclick=` does not run.
 * @param publicUrl the PUBLIC_URL, whose ws/wss origin the realtime socket uses.
 */
export function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  const url = new URL(publicUrl);
  const socketOrigin = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Radix's scroll lock and the toaster insert <style> elements at run time; injected CSS cannot
    // run code, so allowing inline style costs little, while hashing run-time styles is impossible.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Agent avatars and profile pictures are URLs their owners or identity providers chose.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'", "data:"],
    // 'self' covers same-origin ws/wss in CSP 3 browsers; the PUBLIC_URL origin spells it out for others.
    "connect-src": ["'self'", socketOrigin],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // On plain http (development) upgrading would point every request at a port that speaks no TLS.
    ...(url.protocol === "https:" ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Security headers on every response, through @fastify/helmet: the strict
 * {@link contentSecurityPolicy}, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `X-Frame-Options: DENY` for browsers that
 * predate `frame-ancestors`, and HSTS only when PUBLIC_URL is https.
 * Register it before the session and auth hooks so that their 401/403 answers carry the headers
 * too; the development provider's `/oidc/*` requests are hijacked earlier and keep
 * oidc-provider's own headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, "publicUrl">): Promise<void> {
  const isHttps = config.publicUrl.startsWith("https://");
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.publicUrl) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}
