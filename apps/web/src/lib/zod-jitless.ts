// The server's Content-Security-Policy allows no eval (script-src 'self'). Zod 4 would otherwise
// probe for it with `Function("")` at the first parse, which the browser blocks and reports as a
// CSP violation; without JIT it uses the interpreter it falls back to anyway.
//
// Zod keeps its configuration in `globalThis.__zod_globalConfig`, made on first use so that every
// copy of zod shares it (zod/v4/core/core.js; `config()` writes the same object). Setting it here
// without importing zod holds before any schema is built, and keeps zod out of the entry chunk that
// every first visit downloads (decision 076). realtime.test.ts checks that zod's `config()` sees it,
// and the CSP browser test that no page reports an eval violation.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
