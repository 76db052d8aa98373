import { config } from "zod";

// The server's Content-Security-Policy allows no eval (script-src 'self'). Zod 4 would otherwise
// probe for it with `Function("")` at the first parse, which the browser blocks and reports as a
// CSP violation; without JIT it uses the interpreter it falls back to anyway.
config({ jitless: true });
