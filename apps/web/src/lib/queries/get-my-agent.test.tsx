import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { myAgentQueryOptions, useMyAgent } from "./get-my-agent";

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("GET /api/v1/agents/me", () => {
  it("follows docs/product/product-spec.md §7: fresh 60 s, kept 5 min", () => {
    expect(myAgentQueryOptions.queryKey).toEqual(["/api/v1/agents/me"]);
    expect(myAgentQueryOptions.staleTime).toBe(60_000);
    expect(myAgentQueryOptions.gcTime).toBe(5 * 60_000);
  });

  it("asks nothing while signed out", async () => {
    const fetchMock = stubApi({});
    const { result } = renderHook(() => useMyAgent(false), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "GET", "/api/v1/agents/me")).toHaveLength(0);
    expect(result.current).toEqual({ profile: null, hasAgentProfile: false, isLoading: false });
  });

  it.each([401, 404])("reads a %i as no profile", async (status) => {
    stubApi({ "GET /api/v1/agents/me": () => jsonResponse({ title: "No", status }, status) });
    const { result } = renderHook(() => useMyAgent(true), { wrapper });

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.hasAgentProfile).toBe(false);
  });

  it("exposes an existing profile as hasAgentProfile", async () => {
    stubApi({ "GET /api/v1/agents/me": () => jsonResponse({ id: "a1", name: "Scout" }) });
    const { result } = renderHook(() => useMyAgent(true), { wrapper });

    await waitFor(() => expect(result.current.hasAgentProfile).toBe(true));
    expect(result.current.profile).toEqual({ id: "a1", name: "Scout" });
  });
});
