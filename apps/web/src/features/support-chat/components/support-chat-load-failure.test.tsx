import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render";
import { SupportChat } from "./support-chat";

// The panel's chunk cannot be fetched (offline, a deploy removed it).
vi.mock("./support-chat-panel", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("SupportChat when its panel cannot load", () => {
  it("only logs a warning and keeps the page working", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderApp(<SupportChat />);

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith("Could not load the support chat", expect.any(Error)));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close support chat" }));
    expect(screen.getByRole("button", { name: "Open support chat" })).toBeTruthy();
  });
});
