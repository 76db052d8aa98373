import type { Thread, ThreadMessage } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MessagesView, readThreadParam } from "./messages-page";

const me = { id: "u-me", email: "me@example.com", firstName: "Mia", lastName: "Me", role: "user" };

function thread(fields: Partial<Thread> = {}): Thread {
  return {
    kind: "contract",
    id: "c-1",
    contractId: "c-1",
    title: "Market memo",
    counterpartName: "Omar Owner",
    lastMessage: "Sources attached",
    lastActivityAt: "2026-11-27T10:00:00.000Z",
    unread: 2,
    ...fields,
  };
}

function message(n: number, fields: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: `m-${n}`,
    threadKind: "contract",
    threadId: "c-1",
    kind: "message",
    authorId: "u-omar",
    authorName: "Omar Owner",
    body: `Message **${n}**`,
    links: [],
    createdAt: `2026-11-27T10:0${n}:00.000Z`,
    ...fields,
  };
}

const inbox =
  (data: Thread[], nextCursor: string | null = null) =>
  () =>
    jsonResponse({ data, nextCursor, unreadTotal: data.reduce((sum, t) => sum + t.unread, 0) });

describe("readThreadParam", () => {
  it("reads kind and id, and ignores anything else", () => {
    expect(readThreadParam("?thread=dispute:d-1")).toEqual({ kind: "dispute", id: "d-1" });
    expect(readThreadParam("?thread=secret:x")).toBeNull();
    expect(readThreadParam("")).toBeNull();
  });
});

describe("MessagesView", () => {
  it("lists threads with their unread counts and loads more", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/v1/threads": inbox([thread()], "next"),
      "GET /api/v1/threads?cursor=next": inbox([thread({ kind: "offer", id: "o-1", title: "Logo job", unread: 0 })]),
    });
    renderApp(<MessagesView notifications={null} />, { path: "/messages" });
    const row = await screen.findByRole("button", { name: "Market memo, Contract with Omar Owner, 2 unread" });
    expect(within(row).getByText("Sources attached")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more conversations" }));
    expect(await screen.findByRole("button", { name: "Logo job, Offer negotiation with Omar Owner" })).toBeTruthy();
  });

  it("says there are no conversations only when there are none", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(me), "GET /api/v1/threads": inbox([]) });
    renderApp(<MessagesView notifications={null} />, { path: "/messages" });
    expect(await screen.findByRole("heading", { name: "No conversations yet" })).toBeTruthy();
  });

  it("opens a thread oldest first, marks it read, and sends a reply", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/v1/threads": inbox([thread()]),
      "GET /api/v1/contracts/c-1/messages": () =>
        jsonResponse({ data: [message(2, { authorId: "u-me", authorName: "Mia Me" }), message(1)], nextCursor: null }),
      "POST /api/v1/contracts/c-1/messages/read": () => new Response(null, { status: 204 }),
      "POST /api/v1/contracts/c-1/messages": ({ body }) =>
        jsonResponse(message(3, { authorId: "u-me", body: (body as { body: string }).body }), 201),
    });
    renderApp(<MessagesView notifications={null} />, { path: "/messages?thread=contract:c-1" });
    expect(await screen.findByRole("heading", { name: "Market memo" })).toBeTruthy();
    const bubbles = await screen.findAllByText(/Message/, { selector: "p" });
    expect(bubbles.map((b) => b.textContent)).toEqual(["Message 1", "Message 2"]);
    expect(screen.getByText("You")).toBeTruthy();
    await expect.poll(() => callsTo(fetchMock, "POST", "/api/v1/contracts/c-1/messages/read").length).toBe(1);

    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Thanks, **done**" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await expect
      .poll(() => callsTo(fetchMock, "POST", "/api/v1/contracts/c-1/messages").map((c) => JSON.parse(String(c.body))))
      .toEqual([{ body: "Thanks, **done**", links: [] }]);
  });

  it("names a bad link before sending and sends nothing", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/v1/threads": inbox([thread()]),
      "GET /api/v1/contracts/c-1/messages": () => jsonResponse({ data: [], nextCursor: null }),
      "POST /api/v1/contracts/c-1/messages/read": () => new Response(null, { status: 204 }),
    });
    renderApp(<MessagesView notifications={null} />, { path: "/messages?thread=contract:c-1" });
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add links" }));
    fireEvent.change(screen.getByLabelText("Links"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message.")).toBeTruthy();
    expect(screen.getByText("Enter full http(s) links, e.g. https://…")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/contracts/c-1/messages")).toEqual([]);
  });

  it("offers a retry when the inbox cannot load", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/v1/threads": () => jsonResponse({ title: "Unavailable", status: 503, code: "unavailable" }, 503),
    });
    renderApp(<MessagesView notifications={null} />, { path: "/messages" });
    expect(await screen.findByText("Couldn't load your conversations")).toBeTruthy();
  });
});
