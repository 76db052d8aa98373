import { describe, expect, it } from "vitest";
import { createQueryClient, queryDefaults } from "./query-client";

describe("createQueryClient", () => {
  it("has the default caching of docs/product/product-spec.md §7 and §9: fresh 5 min, kept 10 min, one retry, no refetches", () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(queries?.retry).toBe(1);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnMount).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
    // Every query names its own fetcher (a typed call of the generated client): no untyped default.
    expect(queries?.queryFn).toBeUndefined();
    expect(queryDefaults).toEqual({ staleTimeMs: 300_000, gcTimeMs: 600_000, retryCount: 1 });
  });

  it("never retries a mutation", () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
