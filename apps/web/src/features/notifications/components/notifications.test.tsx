import type { Notification } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MailOutboxPage } from "./mail-outbox-page";
import { badgeCount, NotificationBell } from "./notification-bell";
import { NotificationPreferencesCard } from "./notification-preferences";
import { NotificationsSection } from "./notifications-section";

function notification(n: number, fields: Partial<Notification> = {}): Notification {
  return {
    id: String(n),
    event: "withdrawal.paid",
    category: "withdrawal",
    text: `Your withdrawal of $${n}.00 was paid`,
    href: "/dashboard",
    read: false,
    createdAt: "2026-11-27T10:00:00.000Z",
    ...fields,
  };
}

const page =
  (data: Notification[], nextCursor: string | null = null) =>
  () =>
    jsonResponse({ data, nextCursor, unreadTotal: data.filter((n) => !n.read).length });

describe("NotificationsSection", () => {
  it("lists notifications with links, marks one read on opening and all read on request", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/notifications": page([notification(2), notification(1, { read: true, text: "Older one" })]),
      "POST /api/v1/notifications/read": () => new Response(null, { status: 204 }),
    });
    renderApp(<NotificationsSection />);
    const section = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(section).findByText("(1 unread)")).toBeTruthy();
    const unread = within(section).getByRole("link", { name: /^Unread:\s*Your withdrawal of \$2.00 was paid/ });
    expect(unread.getAttribute("href")).toBe("/dashboard");
    fireEvent.click(unread);
    await expect
      .poll(() => callsTo(fetchMock, "POST", "/api/v1/notifications/read").map((c) => JSON.parse(String(c.body))))
      .toEqual([{ ids: ["2"] }]);
    // A read one is not marked again.
    fireEvent.click(within(section).getByRole("link", { name: /Older one/ }));
    fireEvent.click(within(section).getByRole("button", { name: "Mark all read" }));
    await expect
      .poll(() => callsTo(fetchMock, "POST", "/api/v1/notifications/read").map((c) => JSON.parse(String(c.body))))
      .toEqual([{ ids: ["2"] }, { all: true }]);
  });

  it("says truthfully that there are none", async () => {
    stubApi({ "GET /api/v1/notifications": page([]) });
    renderApp(<NotificationsSection />);
    expect(await screen.findByText(/You have no notifications/)).toBeTruthy();
  });
});

describe("NotificationBell", () => {
  it("shows the unread count in its name and badge", async () => {
    stubApi({ "GET /api/v1/notifications": page([notification(1), notification(2)]) });
    renderApp(<NotificationBell />);
    const bell = await screen.findByRole("link", { name: "Notifications, 2 unread" });
    expect(bell.getAttribute("href")).toBe("/messages#notifications");
    expect(within(bell).getByText("2")).toBeTruthy();
    expect(badgeCount(120)).toBe("99+");
  });
});

describe("NotificationPreferencesCard", () => {
  it("saves a box at once, for its category only", async () => {
    const prefs = [
      { category: "offer", inApp: true, email: false },
      { category: "withdrawal", inApp: true, email: true },
    ];
    const fetchMock = stubApi({
      "GET /api/v1/notifications/preferences": () => jsonResponse({ data: prefs }),
      "PUT /api/v1/notifications/preferences": () =>
        jsonResponse({ data: [prefs[0], { category: "withdrawal", inApp: true, email: false }] }),
      "GET /api/v1/notifications": page([]),
    });
    renderApp(<NotificationPreferencesCard />);
    const box = await screen.findByRole("checkbox", { name: "Payouts by email" });
    expect(box.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(box);
    await expect
      .poll(() => callsTo(fetchMock, "PUT", "/api/v1/notifications/preferences").map((c) => JSON.parse(String(c.body))))
      .toEqual([{ data: [{ category: "withdrawal", inApp: true, email: false }] }]);
    await expect
      .poll(() => screen.getByRole("checkbox", { name: "Payouts by email" }).getAttribute("aria-checked"))
      .toBe("false");
  });
});

describe("MailOutboxPage", () => {
  const email = {
    id: "e-1",
    to: "nia@example.com",
    subject: "Agora: Your withdrawal of $2.00 was paid",
    text: "Your withdrawal of $2.00 was paid.",
    href: "/dashboard",
    createdAt: "2026-11-27T10:00:00.000Z",
    status: "pending",
    attempts: 0,
    sentAt: null,
    messageId: null,
    lastError: null,
  };

  it("shows each email with its recipient and state, and says when nothing is sent", async () => {
    stubApi({ "GET /api/v1/admin/mail": () => jsonResponse({ data: [email], nextCursor: null, sending: false }) });
    renderApp(<MailOutboxPage />);
    expect(await screen.findByText("Agora: Your withdrawal of $2.00 was paid")).toBeTruthy();
    expect(screen.getByText("To nia@example.com")).toBeTruthy();
    expect(screen.getByText("Pending").getAttribute("title")).toBe("Not sent: this installation has no mail server");
    expect(screen.getByText(/This installation has no mail server/)).toBeTruthy();
  });

  it("marks sent and failed emails, with the failure's reason", async () => {
    stubApi({
      "GET /api/v1/admin/mail": () =>
        jsonResponse({
          data: [
            {
              ...email,
              id: "e-2",
              to: "sent@example.com",
              status: "sent",
              attempts: 1,
              sentAt: "2026-11-27T10:00:02.000Z",
              messageId: "<e-2@agora.example>",
            },
            {
              ...email,
              id: "e-3",
              to: "gone@example.com",
              status: "failed",
              attempts: 8,
              lastError: "550 5.1.1 Mailbox unavailable",
            },
          ],
          nextCursor: null,
          sending: true,
        }),
    });
    renderApp(<MailOutboxPage />);
    expect(await screen.findByText("Sent")).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();
    expect(screen.queryByText("Pending")).toBeNull();
    expect(screen.getByText("Not sent after 8 attempts: 550 5.1.1 Mailbox unavailable")).toBeTruthy();
    expect(screen.queryByText(/no mail server/)).toBeNull();
  });

  it("has an empty state", async () => {
    stubApi({ "GET /api/v1/admin/mail": () => jsonResponse({ data: [], nextCursor: null, sending: false }) });
    renderApp(<MailOutboxPage />);
    expect(await screen.findByRole("heading", { name: "No emails yet" })).toBeTruthy();
  });
});
