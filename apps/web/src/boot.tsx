import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { seedVisitorAuth } from "./app/visitor-prerender";
import { isPrerenderedForVisitor } from "./lib/prerendered-page";
import { queryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server sent the landing page prerendered for a visitor (decision 079). The app starts from
// the same state, so its first render is that page, not the loading screen, and replaces the
// prerendered markup in one commit; the user lookup still runs at once and settles who it is.
// Rendered over rather than hydrated: any difference (the theme, the year, a stored choice) would
// be a hydration error, where a fresh render simply draws the current state.
const isPrerendered = isPrerenderedForVisitor(root);
if (isPrerendered) seedVisitorAuth(queryClient);

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);
if (isPrerendered) {
  // At once rather than in a later task: until this commit the page's buttons are inert HTML.
  // Dropping the mark then tells anyone waiting (the browser tests) that the app has taken over.
  flushSync(() => createRoot(root).render(app));
  delete root.dataset.prerendered;
} else {
  createRoot(root).render(app);
}

// After the page has loaded, so the worker's start-up never competes with the first paint.
if (document.readyState === "complete") registerServiceWorker();
else window.addEventListener("load", () => registerServiceWorker(), { once: true });
