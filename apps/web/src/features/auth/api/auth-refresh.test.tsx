import type { AuthUser } from "@agora/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import { act, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "@/app/providers";
import { authUserQueryOptions, useAuth } from "@/lib/queries/get-auth-user";
import { createQueryClient } from "@/lib/query-client";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import {
  authChangeEvent,
  authCompletedKey,
  authRefetchThrottleMs,
  notifyAuthChange,
  throttle,
  useAuthRefresh,
} from "./auth-refresh";

const user: AuthUser = {
  id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@agora.local",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

function Probe() {
  useAuthRefresh();
  const auth = useAuth();
  return <p>{auth.isLoading ? "loading" : (auth.user?.firstName ?? "signed out")}</p>;
}

/** Renders `ui` with `cached` already in the cache as a fresh answer of the user lookup. */
function renderWithCachedUser(ui: ReactNode, cached: AuthUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQueryOptions.queryKey, cached);
  return render(<Providers queryClient={queryClient}>{ui}</Providers>);
}

function userCalls(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, "GET", "/api/auth/user").length;
}

beforeEach(() => {
  // Only Date is faked: the throttle reads the clock, while fetch and React keep real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("throttle", () => {
  it("runs at once, drops calls within the interval, and runs again after it", () => {
    const action = vi.fn();
    const throttled = throttle(action, 2000);

    expect(throttled()).toBe(true);
    vi.setSystemTime(Date.now() + 1999);
    expect(throttled()).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1);
    expect(throttled()).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe("useAuthRefresh", () => {
  it("refetches the user once for several auth-change events within 2 s", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": () => jsonResponse(user) });
    renderApp(<Probe />);
    expect(await screen.findByText("Grace")).toBeTruthy();
    expect(userCalls(fetchMock)).toBe(1);

    act(() => {
      notifyAuthChange();
      vi.setSystemTime(Date.now() + 500);
      window.dispatchEvent(new Event("auth-change"));
      vi.setSystemTime(Date.now() + 1000);
      window.dispatchEvent(new Event(authChangeEvent));
    });
    await waitFor(() => expect(userCalls(fetchMock)).toBe(2));

    // 2 s after the first refetch, the next event refetches again.
    vi.setSystemTime(Date.now() + authRefetchThrottleMs);
    act(() => notifyAuthChange());
    await waitFor(() => expect(userCalls(fetchMock)).toBe(3));
    expect(authRefetchThrottleMs).toBe(2000);
  });

  it("picks up a sign-out announced by auth-change", async () => {
    let current: AuthUser | null = user;
    stubApi({
      "GET /api/auth/user": () =>
        current ? jsonResponse(current) : jsonResponse({ title: "Unauthorized", status: 401 }, 401),
    });
    renderApp(<Probe />);
    expect(await screen.findByText("Grace")).toBeTruthy();

    current = null;
    act(() => notifyAuthChange());

    expect(await screen.findByText("signed out")).toBeTruthy();
  });

  it("refetches on load when the auth-completed flag is set, even over a fresh cached answer, and removes the flag", async () => {
    sessionStorage.setItem(authCompletedKey, "true");
    const fetchMock = stubApi({ "GET /api/auth/user": () => jsonResponse(user) });
    // Signed out a moment ago, as cached before the sign-in round trip.
    renderWithCachedUser(<Probe />, null);

    expect(await screen.findByText("Grace")).toBeTruthy();
    expect(userCalls(fetchMock)).toBe(1);
    expect(sessionStorage.getItem("auth-completed")).toBeNull();
  });

  it("keeps a fresh cached answer when there is no flag", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": () => jsonResponse(user) });
    renderWithCachedUser(<Probe />, null);

    expect(await screen.findByText("signed out")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(userCalls(fetchMock)).toBe(0);
  });

  it("loads the user once when there is no flag", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": () => jsonResponse(user) });
    renderApp(<Probe />);

    expect(await screen.findByText("Grace")).toBeTruthy();
    expect(userCalls(fetchMock)).toBe(1);
  });
});
