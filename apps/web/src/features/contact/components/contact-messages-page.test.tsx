import type { ContactMessage } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ContactMessagesPage } from "./contact-messages-page";

const path = "/api/v1/admin/contact-messages";

function message(n: number, fields: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: `m-${n}`,
    name: `Writer ${n}`,
    email: `writer${n}@example.com`,
    topic: "partnership",
    message: `Message number ${n}.`,
    userId: null,
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    ...fields,
  };
}

describe("ContactMessagesPage", () => {
  it("lists messages newest first with a mail link and topic, and loads more", async () => {
    stubApi({
      [`GET ${path}`]: () =>
        jsonResponse({ data: [message(3, { userId: "u-1", topic: "payments" }), message(2)], nextCursor: "c1" }),
      [`GET ${path}?cursor=c1`]: () => jsonResponse({ data: [message(1)], nextCursor: null }),
    });
    renderApp(<ContactMessagesPage />);

    const first = await screen.findByRole("article", { name: "Message from Writer 3" });
    expect(within(first).getByRole("link", { name: "writer3@example.com" }).getAttribute("href")).toBe(
      "mailto:writer3@example.com",
    );
    expect(within(first).getByText("Payments and withdrawals")).toBeTruthy();
    expect(within(first).getByText("Signed in")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more messages" }));
    await screen.findByRole("article", { name: "Message from Writer 1" });
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Message from Writer 3",
      "Message from Writer 2",
      "Message from Writer 1",
    ]);
    expect(screen.queryByRole("button", { name: "Load more messages" })).toBeNull();
  });

  it("says when nobody has written yet", async () => {
    stubApi({ [`GET ${path}`]: () => jsonResponse({ data: [], nextCursor: null }) });
    renderApp(<ContactMessagesPage />);
    expect(await screen.findByRole("heading", { name: "No messages yet" })).toBeTruthy();
  });

  it("offers a retry when the messages cannot load", async () => {
    stubApi({
      [`GET ${path}`]: () =>
        jsonResponse({ title: "Forbidden", status: 403, code: "forbidden", detail: "Admins only" }, 403),
    });
    renderApp(<ContactMessagesPage />);
    expect(await screen.findByText("Couldn't load the messages")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
