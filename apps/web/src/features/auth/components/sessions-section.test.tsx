import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { SessionsSection } from "./sessions-section";

const session = (id: string, current: boolean) => ({
  id,
  current,
  signedInAt: "2026-11-27T10:00:00.000Z",
  userAgent: current ? "Mozilla/5.0 (X11; Linux x86_64) Chrome/131" : "Mozilla/5.0 (iPhone) Safari/17",
  expiresAt: "2026-12-27T10:00:00.000Z",
});

describe("SessionsSection", () => {
  it("lists my sessions with this browser marked, and signs the others out", async () => {
    let listed = [session("a", true), session("b", false)];
    stubApi({
      "GET /api/v1/sessions": () => jsonResponse({ data: listed }),
      "POST /api/v1/sessions/sign-out-others": () => {
        listed = listed.filter((s) => s.current);
        return jsonResponse({ signedOut: 1 });
      },
    });
    renderApp(<SessionsSection />, { path: "/settings" });
    const region = within(await screen.findByRole("region", { name: "Signed-in sessions" }));
    expect(await region.findByText("This browser")).toBeTruthy();
    expect(region.getByText("Mozilla/5.0 (iPhone) Safari/17")).toBeTruthy();

    fireEvent.click(region.getByRole("button", { name: "Sign out other sessions" }));
    expect(await region.findByText("1 other session was signed out.")).toBeTruthy();
    expect(region.queryByText("Mozilla/5.0 (iPhone) Safari/17")).toBeNull();
    expect((region.getByRole("button", { name: "Sign out other sessions" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
