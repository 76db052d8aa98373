import "./lib/zod-jitless";
import "./index.css";
import { afterFirstContentfulPaint, isPrerenderedForVisitor } from "./lib/prerendered-page";

// Zod must be jitless before any schema is built: building a z.object probes eval, which the
// Content-Security-Policy blocks and reports. The bundler evaluates a shared chunk (zod with
// @agora/contracts' schemas) before the entry's own code, so a static import order cannot
// guarantee this; loading the app only after the configuration has run does.
const start = () => void import("./boot");
// Over the landing page prerendered for a visitor, the app starts once that page is on screen.
if (isPrerenderedForVisitor(document.getElementById("root"))) afterFirstContentfulPaint(start);
else start();
