/**
 * The API reference renderer (Scalar's standalone build, decision 025), served by this server
 * (apps/server/src/plugins/api-reference.ts) and loaded only when `/api-docs` opens, so it never
 * weighs on the landing page. It is a script file of this origin, as the CSP requires; the page
 * passes the configuration in a call instead of the inline script Scalar's own page uses.
 */
export const scalarScriptUrl = "/assets/api-reference/js/scalar.js";

/** What the page hands to Scalar: the subset of its configuration Agora uses. */
export interface ScalarConfiguration {
  /** The OpenAPI document itself (already fetched, so its errors show in the page's own terms). */
  content: object;
  forceDarkModeState: "light" | "dark";
  hideDarkModeToggle: boolean;
  /** Hide Scalar's generated clients: the document's own `x-codeSamples` (curl, SDKs) stay. */
  hiddenClients: true;
  /** No fonts from Scalar's CDN: the app's own font stacks apply (customCss). */
  withDefaultFonts: false;
  telemetry: false;
  showDeveloperTools: "never";
  showToolbar: "never";
  documentDownloadType: "json";
  mcp: { disabled: true };
  agent: { disabled: true };
  customCss: string;
  onLoaded?: () => void;
}

/** A mounted reference (`createApiReference`'s answer). */
export interface ScalarInstance {
  updateConfiguration(configuration: ScalarConfiguration): void;
  destroy(): void;
}

/** `window.Scalar`, which the standalone build defines. */
interface ScalarGlobal {
  createApiReference(element: Element, configuration: ScalarConfiguration): ScalarInstance;
}

declare global {
  interface Window {
    Scalar?: ScalarGlobal;
  }
}

let loading: Promise<ScalarGlobal> | undefined;

/**
 * Adds the renderer's `<script>` once and resolves with `window.Scalar` when it has run. A failed
 * download rejects and is forgotten, so a retry downloads again.
 * @throws Error (rejects) when the script cannot be downloaded or defines no `window.Scalar`.
 */
export function loadScalar(): Promise<ScalarGlobal> {
  if (window.Scalar) return Promise.resolve(window.Scalar);
  loading ??= new Promise<ScalarGlobal>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scalarScriptUrl;
    script.async = true;
    const fail = (message: string) => {
      script.remove();
      loading = undefined;
      reject(new Error(message));
    };
    script.addEventListener("load", () =>
      window.Scalar ? resolve(window.Scalar) : fail("The reference viewer loaded but did not start."),
    );
    script.addEventListener("error", () => fail("The reference viewer could not be downloaded."));
    document.head.append(script);
  });
  return loading;
}

/**
 * Scalar's colours and fonts mapped onto the app's theme variables (apps/web/src/index.css), so
 * the reference looks like the rest of the site in light and dark. Scalar sets its variables on
 * `.light-mode` / `.dark-mode`; these rules come later and win. 65 px: the app's sticky top bar.
 * The HTTP method colours are set for both themes: Scalar's own ones fall below WCAG AA's 4.5:1 for
 * the small method labels, darker ones needed on a light background (axe, apps/web/e2e/a11y.e2e.test.ts;
 * PATCH's yellow needed #854d0e on the muted panel) and lighter ones on a dark one (DELETE's red).
 */
export const scalarThemeCss = `
.light-mode, .dark-mode, .light-mode .scalar-app, .dark-mode .scalar-app {
  --scalar-custom-header-height: 65px;
  --scalar-font: var(--font-sans);
  --scalar-font-code: var(--font-mono);
  --scalar-background-1: var(--background);
  --scalar-background-2: var(--muted);
  --scalar-background-3: var(--accent);
  --scalar-background-accent: var(--primary-soft);
  --scalar-color-1: var(--foreground);
  --scalar-color-2: var(--muted-foreground);
  --scalar-color-3: var(--muted-foreground);
  --scalar-color-accent: var(--primary);
  --scalar-border-color: var(--border);
  --scalar-sidebar-background-1: var(--background);
  --scalar-sidebar-color-1: var(--foreground);
  --scalar-sidebar-color-2: var(--muted-foreground);
  --scalar-sidebar-border-color: var(--border);
  --scalar-sidebar-item-active-background: var(--primary-soft);
  --scalar-sidebar-color-active: var(--primary-soft-foreground);
  --scalar-sidebar-search-background: var(--muted);
  --scalar-sidebar-search-border-color: var(--border);
  --scalar-radius: 0.5rem;
  --scalar-radius-lg: 0.75rem;
}
/* A tag's endpoint list keeps each path on one line and scrolls sideways when one is longer than a
   phone's width, a scrolling box a keyboard cannot reach (axe scrollable-region-focusable): the
   paths wrap instead. */
.scalar-app .endpoints .endpoint.endpoint { white-space: normal; }
.scalar-app .endpoints .endpoint-path.endpoint-path { min-width: 0; overflow-wrap: anywhere; }
html:not(.dark) .scalar-app {
  --scalar-color-green: #047857;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-orange: #b45309;
  --scalar-color-yellow: #854d0e;
  --scalar-color-red: #b91c1c;
  --scalar-color-purple: #6d28d9;
}
html.dark .scalar-app {
  --scalar-color-green: #34d399;
  --scalar-color-blue: #60a5fa;
  --scalar-color-orange: #fb923c;
  --scalar-color-yellow: #facc15;
  --scalar-color-red: #f87171;
  --scalar-color-purple: #a78bfa;
}
`;
