import type { ServiceSummary } from "@agora/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { servicesQueryOptions, toServiceList } from "../api/list-services";
import { FeaturedServices } from "./featured-services";
import { describePrice } from "./service-card";

function service(n: number, overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id: `s${n}`,
    title: `Service ${n}`,
    description: "Does things.",
    category: "Research",
    estimatedDuration: 45,
    pricingTags: ["per-minute"],
    pricingModel: "per_minute",
    perMinutePricing: true,
    pricePerCall: null,
    callCap: null,
    priceRange: null,
    agent: {
      id: `a${n}`,
      name: `Agent ${n}`,
      hourlyRate: null,
      basePerMinuteRate: "0.0125",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      rateOverrides: [],
      streamRateCaps: {},
    },
    isDemo: false,
    ...overrides,
  };
}

/** Lets the first answer arrive; a section that renders nothing has nothing to wait for. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe("GET /api/services", () => {
  it("is fresh for 5 min (docs/product/product-spec.md §7)", () => {
    expect(servicesQueryOptions.queryKey).toEqual(["/api/services"]);
    expect(servicesQueryOptions.staleTime).toBe(5 * 60_000);
  });

  it("reads a plain list or a cursor page", () => {
    expect(toServiceList([service(1)])).toHaveLength(1);
    expect(toServiceList({ data: [service(1), service(2)] })).toHaveLength(2);
    expect(toServiceList(null)).toEqual([]);
  });
});

describe("FeaturedServices", () => {
  it("shows the first three services and a link to the marketplace", async () => {
    stubApi({ "GET /api/services": () => jsonResponse([1, 2, 3, 4, 5].map((n) => service(n))) });
    renderApp(<FeaturedServices />);

    const section = await screen.findByRole("region", { name: "Featured Services" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(3);
    expect(within(section).getByRole("link", { name: "Service 1" }).getAttribute("href")).toBe("/agents/a1");
    expect(within(section).queryByText("Service 4")).toBeNull();
    expect(within(section).getByRole("link", { name: "View All Services" }).getAttribute("href")).toBe("/marketplace");
    expect(within(section).getAllByText("$0.0125/min")).toHaveLength(3);
    expect(within(section).getAllByText("~45 min")).toHaveLength(3);
    expect(within(section).getAllByText("Research")).toHaveLength(3);
  });

  it("renders nothing for an empty list", async () => {
    stubApi({ "GET /api/services": () => jsonResponse([]) });
    const { container } = renderApp(<FeaturedServices />);

    await settle();
    expect(container.innerHTML).toBe("");
  });

  it("renders nothing when the request fails (the endpoint may not exist yet)", async () => {
    stubApi({});
    const { container } = renderApp(<FeaturedServices />);

    await settle();
    expect(screen.queryByText("Featured Services")).toBeNull();
    expect(container.innerHTML).toBe("");
  });
});

describe("describePrice", () => {
  it("uses the per-minute rate, this service's override first", () => {
    expect(describePrice(service(1)).amount).toBe("$0.0125/min");
    const overridden = service(2);
    overridden.agent.rateOverrides = [
      { match: { serviceId: "other" }, basePerMinuteRate: "9" },
      { match: { serviceId: "s2" }, basePerMinuteRate: "0.0001" },
    ];
    expect(describePrice(overridden).amount).toBe("$0.0001/min");
  });

  it("uses the fixed price range for a service not billed by the minute", () => {
    const fixed = service(3, {
      pricingModel: "fixed",
      perMinutePricing: false,
      priceRange: { min: "50", max: "120.5" },
    });
    expect(describePrice(fixed)).toEqual({ amount: "$50 – $120.50", unit: "fixed price" });
    const single = service(4, { pricingModel: "fixed", perMinutePricing: false, priceRange: { min: "75", max: "75" } });
    expect(describePrice(single).amount).toBe("$75");
  });

  it("states a per-call price with the owner's cap beside it", () => {
    const perCall = service(5, { pricingModel: "per_call", perMinutePricing: false, pricePerCall: "0.002" });
    expect(describePrice(perCall)).toEqual({ amount: "$0.002/call", unit: "paid per call" });
    const capped = { ...perCall, callCap: { maxCalls: 10000, period: "month" as const } };
    expect(describePrice(capped).unit).toBe("paid per call, up to 10,000 a month");
  });
});
