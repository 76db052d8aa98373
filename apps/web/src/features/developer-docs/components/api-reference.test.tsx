import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import type { ScalarConfiguration } from "../api-reference/load-scalar";
import { ApiReference } from "./api-reference";

const openApiDocument = { openapi: "3.1.0", info: { title: "Agora API", version: "1.0.0" }, paths: {} };

/** Stands in for Scalar's standalone build: records how it was configured, renders a heading. */
function fakeScalar() {
  const configurations: ScalarConfiguration[] = [];
  const destroy = vi.fn();
  window.Scalar = {
    createApiReference(element, configuration) {
      configurations.push(configuration);
      element.innerHTML = "<h2>Agora API</h2>";
      queueMicrotask(() => configuration.onLoaded?.());
      return { updateConfiguration: (next) => configurations.push(next), destroy };
    },
  };
  return { configurations, destroy };
}

afterEach(() => {
  delete window.Scalar;
});

describe("ApiReference", () => {
  it("renders the live document offline, in the app's theme, with only the document's own examples", async () => {
    stubApi({ "GET /api/v1/openapi.json": () => jsonResponse(openApiDocument) });
    const scalar = fakeScalar();
    const { unmount } = renderApp(<ApiReference />);
    expect(await screen.findByRole("heading", { name: "Agora API" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    const [configuration] = scalar.configurations;
    expect(configuration?.content).toEqual(openApiDocument);
    expect(configuration).toMatchObject({
      forceDarkModeState: "light",
      hiddenClients: true,
      withDefaultFonts: false,
      telemetry: false,
    });
    unmount();
    expect(scalar.destroy).toHaveBeenCalled();
  });

  it("shows its progress while loading, and a retry when the document cannot be read", async () => {
    stubApi({
      "GET /api/v1/openapi.json": () => jsonResponse({ title: "Down", status: 503, code: "unavailable" }, 503),
    });
    fakeScalar();
    renderApp(<ApiReference />);
    expect(screen.getByRole("progressbar", { name: "Loading the API reference" })).toBeTruthy();
    expect(await screen.findByText("Couldn't load the API document")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Try again/ })).toBeTruthy();
  });

  it("says so when the viewer cannot be downloaded", async () => {
    stubApi({ "GET /api/v1/openapi.json": () => jsonResponse(openApiDocument) });
    const append = vi.spyOn(document.head, "append").mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).dispatchEvent(new Event("error")));
    });
    renderApp(<ApiReference />);
    expect(await screen.findByText("Couldn't load the API reference viewer")).toBeTruthy();
    await waitFor(() => expect(append).toHaveBeenCalled());
  });
});
