import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { mailPollIntervalMs } from "./mail.worker";

// Notifications (decision 040): a user's channel events in words, live, read state, preferences,
// and the email outbox an admin reads.

let server: TestServer;
let admin: Browser;
let payee: Browser;
let other: Browser;

const key = () => ({ "idempotency-key": `test-${crypto.randomUUID()}` });

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, "admin@agora.local");
  payee = await signedIn(server, { email: "notified@example.com", firstName: "Nia", lastName: "Payee" });
  other = await signedIn(server, "bystander@example.com");
  await ok(await api(payee, "POST", "/api/v1/wallet/test-deposits", { amount: "100" }, key()), "deposit");
});
afterAll(async () => server?.close());

async function withdrawal(amount: string): Promise<string> {
  const res = await api(payee, "POST", "/api/v1/wallet/withdrawals", { amount, destination: "Bank ****1" }, key());
  return (await ok(res, "withdrawal")).id as string;
}

describe("notifications", () => {
  it("arrive live on the user channel and are listed in words with a link, unread", async () => {
    const cookie = await payee.jar.getCookieString(server.baseUrl);
    const ws = new WebSocket(`${server.baseUrl.replace("http", "ws")}/api/v1/ws`, {
      headers: { cookie, origin: server.baseUrl },
    });
    const received: Record<string, unknown>[] = [];
    ws.on("message", (m) => received.push(JSON.parse(String(m))));
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    ws.send(JSON.stringify({ type: "subscribe", channel: "user" }));
    await expect.poll(() => received.some((m) => m.type === "subscribed")).toBe(true);

    const id = await withdrawal("12.50");
    await ok(await api(admin, "POST", `/api/v1/admin/withdrawals/${id}/paid`, undefined, key()), "pay");
    await expect
      .poll(() => received.find((m) => m.event === "withdrawal.paid"), { timeout: 5000 })
      .toMatchObject({ data: { withdrawalId: id, amount: "12.50", reason: null } });
    ws.close();

    const list = await api(payee, "GET", "/api/v1/notifications");
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      event: "withdrawal.paid",
      category: "withdrawal",
      text: "Your withdrawal of $12.50 was paid",
      href: "/dashboard",
      read: false,
    });
    expect(list.body.unreadTotal).toBe(1);
    // Nobody else sees it.
    expect((await api(other, "GET", "/api/v1/notifications")).body.data).toEqual([]);
  });

  it("marks one read, refuses another user's, and marks all read", async () => {
    const rejected = await withdrawal("3");
    await ok(
      await api(admin, "POST", `/api/v1/admin/withdrawals/${rejected}/rejected`, { reason: "Unknown bank" }, key()),
      "reject",
    );
    const list = await api(payee, "GET", "/api/v1/notifications?unread=true");
    expect(list.body.data.map((n: { text: string }) => n.text)).toContain(
      "Your withdrawal of $3.00 was rejected and returned to your balance: Unknown bank",
    );
    const newest = list.body.data[0].id;
    expect((await api(other, "POST", "/api/v1/notifications/read", { ids: [newest] })).status).toBe(404);
    expect((await api(payee, "POST", "/api/v1/notifications/read", { ids: [newest] })).status).toBe(204);
    const after = await api(payee, "GET", "/api/v1/notifications");
    expect(after.body.data.find((n: { id: string }) => n.id === newest).read).toBe(true);
    expect(after.body.unreadTotal).toBe(list.body.unreadTotal - 1);
    expect((await api(payee, "POST", "/api/v1/notifications/read", { all: true })).status).toBe(204);
    const none = await api(payee, "GET", "/api/v1/notifications?unread=true");
    expect(none.body).toMatchObject({ data: [], unreadTotal: 0 });
  });

  it("pages with a cursor, newest first, without repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { id: string }[]; nextCursor: string | null } } = await api(
        payee,
        "GET",
        `/api/v1/notifications?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.body.data.map((n) => n.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => Number(BigInt(b) - BigInt(a))));
  });

  it("keeps per-category preferences: off in the app hides them; email defaults to money and disputes", async () => {
    const prefs = await api(payee, "GET", "/api/v1/notifications/preferences");
    expect(prefs.body.data).toContainEqual({ category: "withdrawal", inApp: true, email: true });
    expect(prefs.body.data).toContainEqual({ category: "offer", inApp: true, email: false });
    const set = await api(payee, "PUT", "/api/v1/notifications/preferences", {
      data: [{ category: "withdrawal", inApp: false, email: false }],
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toContainEqual({ category: "withdrawal", inApp: false, email: false });
    expect((await api(payee, "GET", "/api/v1/notifications")).body.data).toEqual([]);

    const before = (await api(admin, "GET", "/api/v1/admin/mail?limit=100")).body.data.length;
    const id = await withdrawal("1");
    await ok(await api(admin, "POST", `/api/v1/admin/withdrawals/${id}/paid`, undefined, key()), "pay");
    expect((await api(admin, "GET", "/api/v1/admin/mail?limit=100")).body.data.length).toBe(before);

    const bad = await api(payee, "PUT", "/api/v1/notifications/preferences", {
      data: [{ category: "weather", inApp: "yes", email: true }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["data.0.category", "data.0.inApp"]);
    await api(payee, "PUT", "/api/v1/notifications/preferences", {
      data: [{ category: "withdrawal", inApp: true, email: true }],
    });
  });

  it("puts emails in the outbox for admins to read, and only admins", async () => {
    const id = await withdrawal("2");
    await ok(await api(admin, "POST", `/api/v1/admin/withdrawals/${id}/paid`, undefined, key()), "pay");
    const mail = await api(admin, "GET", "/api/v1/admin/mail");
    expect(mail.status).toBe(200);
    expect(mail.body.data[0]).toMatchObject({
      to: "notified@example.com",
      subject: "Agora: Your withdrawal of $2.00 was paid",
      href: "/dashboard",
    });
    expect(mail.body.data[0].text).toContain("Your withdrawal of $2.00 was paid.");
    // An email's links are absolute: a mail client has no page to resolve them against.
    expect(mail.body.data[0].text).toMatch(/Open it on Agora: https?:\/\/[^/\s]+\/dashboard/);
    expect((await api(payee, "GET", "/api/v1/admin/mail")).status).toBe(403);
  });

  it("without SMTP_URL sends nothing: emails stay pending, and the page says it does not send", async () => {
    const id = await withdrawal("5");
    await ok(await api(admin, "POST", `/api/v1/admin/withdrawals/${id}/paid`, undefined, key()), "pay");
    // Longer than a worker's poll: a worker running without SMTP_URL would have claimed it by now.
    await new Promise((resolve) => setTimeout(resolve, mailPollIntervalMs * 1.5));
    const mail = await api(admin, "GET", "/api/v1/admin/mail");
    expect(mail.body.sending).toBe(false);
    expect(mail.body.data[0]).toMatchObject({
      subject: "Agora: Your withdrawal of $5.00 was paid",
      status: "pending",
      attempts: 0,
      sentAt: null,
      messageId: null,
      lastError: null,
    });
    expect(mail.body.data.every((e: { status: string }) => e.status === "pending")).toBe(true);
  });
});
