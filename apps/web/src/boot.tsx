import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { registerServiceWorker } from "./lib/service-worker";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);

// After the page has loaded, so the worker's start-up never competes with the first paint.
if (document.readyState === "complete") registerServiceWorker();
else window.addEventListener("load", () => registerServiceWorker(), { once: true });
