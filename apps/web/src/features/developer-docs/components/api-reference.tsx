import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api";
import { useTheme } from "@/lib/theme";
import { loadScalar, type ScalarConfiguration, scalarThemeCss } from "../api-reference/load-scalar";

/** The OpenAPI document the server publishes (not part of itself, so not in the generated client). */
async function fetchOpenApiDocument(): Promise<object> {
  return (await apiRequest("GET", "/api/v1/openapi.json")).json();
}

function configurationFor(content: object, theme: "light" | "dark", onLoaded: () => void): ScalarConfiguration {
  return {
    content,
    forceDarkModeState: theme,
    hideDarkModeToggle: true,
    hiddenClients: true,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: "never",
    showToolbar: "never",
    documentDownloadType: "json",
    mcp: { disabled: true },
    agent: { disabled: true },
    customCss: scalarThemeCss,
    onLoaded,
  };
}

/** What is still loading, for the progress indicator: the viewer (~1 MB) first, then its rendering. */
function LoadingReference({ step }: { step: "viewer" | "document" | "render" }) {
  const label = {
    viewer: "Downloading the reference viewer…",
    document: "Reading the API document…",
    render: "Rendering the endpoints…",
  }[step];
  const progress = { viewer: 1, document: 2, render: 3 }[step];
  return (
    <div className="mx-auto grid w-full max-w-md gap-3 px-4 py-16 text-center" role="status" aria-live="polite">
      <Spinner className="mx-auto size-6 text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Loading the API reference"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={progress}
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(progress / 3) * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * The endpoint reference: Scalar, loaded on demand from this server, rendering the live OpenAPI
 * document in the app's colours and current theme, with each operation's curl, JavaScript and
 * Python examples. Shows its progress while the viewer downloads, and a retry when the viewer or
 * the document cannot be loaded.
 */
export function ApiReference() {
  const { resolvedTheme } = useTheme();
  const viewer = useQuery({ queryKey: ["api-reference", "viewer"], queryFn: loadScalar, staleTime: Infinity });
  const openApi = useQuery({ queryKey: ["api-reference", "document"], queryFn: fetchOpenApiDocument });
  const container = useRef<HTMLDivElement>(null);
  const [isRendered, setIsRendered] = useState(false);

  // Mounted again when the theme changes: Scalar applies `forceDarkModeState` when it mounts, not
  // on a configuration update. A theme switch is rare; the document is already in memory.
  useEffect(() => {
    const element = container.current;
    if (!viewer.data || !openApi.data || !element) return;
    const mounted = viewer.data.createApiReference(
      element,
      configurationFor(openApi.data, resolvedTheme, () => setIsRendered(true)),
    );
    return () => {
      mounted.destroy();
      // Scalar marks <body> for its own theme; the rest of the app does not use these classes.
      document.body.classList.remove("light-mode", "dark-mode");
      setIsRendered(false);
    };
  }, [viewer.data, openApi.data, resolvedTheme]);

  const failed = viewer.error ? viewer : openApi.error ? openApi : null;
  const step = !viewer.data ? "viewer" : !openApi.data ? "document" : "render";
  return (
    <div className="min-w-0">
      {failed ? (
        <div className="mx-auto w-full max-w-5xl px-4 sm:px-6">
          <LoadError
            what={failed === viewer ? "the API reference viewer" : "the API document"}
            error={failed.error}
            isRetrying={failed.isFetching}
            onRetry={() => void failed.refetch()}
          />
        </div>
      ) : !isRendered ? (
        <LoadingReference step={step} />
      ) : null}
      <div ref={container} className="agora-api-reference" hidden={!isRendered} />
    </div>
  );
}
