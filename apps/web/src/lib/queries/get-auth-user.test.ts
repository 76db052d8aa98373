import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { authUserPath, authUserQueryOptions } from "./get-auth-user";

describe("authUserQueryOptions", () => {
  it("follows docs/product/product-spec.md §7: fresh 30 s, kept 5 min, refetched on focus and mount", () => {
    expect(authUserQueryOptions.queryKey).toEqual(["/api/auth/user"]);
    expect(authUserPath).toBe("/api/auth/user");
    expect(authUserQueryOptions.staleTime).toBe(30_000);
    expect(authUserQueryOptions.gcTime).toBe(5 * 60_000);
    expect(authUserQueryOptions.refetchOnWindowFocus).toBe(true);
    expect(authUserQueryOptions.refetchOnMount).toBe(true);
  });

  it("reads a 401 as no user, with credentials included", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": () => jsonResponse({ title: "Unauthorized", status: 401, code: "unauthorized" }, 401),
    });
    const queryFn = authUserQueryOptions.queryFn as (context: unknown) => Promise<unknown>;

    await expect(
      queryFn({ queryKey: authUserQueryOptions.queryKey, signal: new AbortController().signal }),
    ).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
  });
});
