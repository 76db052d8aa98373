import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { mailPollIntervalMs } from "./mail.worker";

// The mail worker (decision 069) against a real SMTP server on loopback: an email arrives as the
// outbox shows it, a refusal is retried, and an address refused every time ends `failed`.

/** Accepted at once. */
const accepted = "accepted@example.com";
/** Refused with 550 at its first RCPT TO, accepted after. */
const flaky = "flaky@example.com";
/** Refused with 550 every time. */
const refused = "refused@example.com";
const maxAttempts = 3;

/** What the SMTP server received: the envelope's recipients and the parsed message. */
const received: { rcptTo: string[]; mail: ParsedMail }[] = [];
/** RCPT TO commands seen per address, refused ones included. */
const rcptCount = new Map<string, number>();

let smtp: SMTPServer;
let server: TestServer;
let admin: Browser;
let serverClosed = false;

const key = () => ({ "idempotency-key": `test-${crypto.randomUUID()}` });

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const seen = (rcptCount.get(address.address) ?? 0) + 1;
      rcptCount.set(address.address, seen);
      if (address.address === refused || (address.address === flaky && seen === 1)) {
        return callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: "Agora Test <mail@agora.test>",
    SMTP_MAX_ATTEMPTS: String(maxAttempts),
    SMTP_RETRY_BASE_MS: "20",
  });
  admin = await signedIn(server, "admin@agora.local");
});
afterAll(async () => {
  if (!serverClosed) await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});

/** Signs `email` in, and has an admin pay it a withdrawal of `amount`: one email to `email`. */
async function paidWithdrawal(email: string, amount: string): Promise<void> {
  const payee = await signedIn(server, email);
  await ok(await api(payee, "POST", "/api/v1/wallet/test-deposits", { amount: "100" }, key()), "deposit");
  const body = { amount, destination: "Bank ****1" };
  const { id } = await ok(await api(payee, "POST", "/api/v1/wallet/withdrawals", body, key()), "withdrawal");
  await ok(await api(admin, "POST", `/api/v1/admin/withdrawals/${id}/paid`, undefined, key()), "pay");
}

/** The admin page's row of the email to `to`. */
async function outboxRow(to: string): Promise<Record<string, unknown> | undefined> {
  const page = await api(admin, "GET", "/api/v1/admin/mail?limit=100");
  expect(page.status).toBe(200);
  expect(page.body.sending).toBe(true);
  return page.body.data.find((e: { to: string }) => e.to === to);
}

describe("the mail worker", () => {
  it("sends a notification's email to its recipient with the outbox's subject and text", async () => {
    await paidWithdrawal(accepted, "2");
    await expect.poll(() => received.filter((r) => r.rcptTo.includes(accepted)).length, { timeout: 10_000 }).toBe(1);
    const { mail, rcptTo } = received.find((r) => r.rcptTo.includes(accepted)) ?? {};
    expect(rcptTo).toEqual([accepted]);
    expect(mail?.to).toMatchObject({ value: [{ address: accepted }] });
    expect(mail?.from).toMatchObject({ value: [{ address: "mail@agora.test", name: "Agora Test" }] });
    expect(mail?.subject).toBe("Agora: Your withdrawal of $2.00 was paid");
    expect(mail?.text).toContain("Your withdrawal of $2.00 was paid.");
    expect(mail?.text).toContain(`Open it on Agora: ${server.baseUrl}/dashboard`);

    await expect.poll(async () => (await outboxRow(accepted))?.status, { timeout: 5000 }).toBe("sent");
    const row = await outboxRow(accepted);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, messageId: mail?.messageId });
    expect(row?.messageId).toBe(`<${row?.id}@127.0.0.1>`);
    expect(Date.parse(String(row?.sentAt))).toBeGreaterThanOrEqual(Date.parse(String(row?.createdAt)));
    // The admin page shows the same words the recipient got.
    expect(row?.subject).toBe(mail?.subject);
    expect(String(row?.text).trim()).toBe(mail?.text?.trim());
  });

  it("retries an email the server refused with 550, and it is sent", async () => {
    await paidWithdrawal(flaky, "3");
    await expect.poll(async () => (await outboxRow(flaky))?.status, { timeout: 10_000 }).toBe("sent");
    expect(await outboxRow(flaky)).toMatchObject({ attempts: 2, lastError: null });
    expect(rcptCount.get(flaky)).toBe(2);
    expect(received.filter((r) => r.rcptTo.includes(flaky))).toHaveLength(1);
  });

  it("gives up after the last attempt: failed, with the server's answer", async () => {
    await paidWithdrawal(refused, "4");
    await expect.poll(async () => (await outboxRow(refused))?.status, { timeout: 15_000 }).toBe("failed");
    const row = await outboxRow(refused);
    expect(row).toMatchObject({ attempts: maxAttempts, sentAt: null, messageId: null });
    expect(row?.lastError).toMatch(/550/);
    expect(rcptCount.get(refused)).toBe(maxAttempts);
    // No attempt after the last one.
    await new Promise((resolve) => setTimeout(resolve, mailPollIntervalMs * 1.5));
    expect(rcptCount.get(refused)).toBe(maxAttempts);
    expect(received.some((r) => r.rcptTo.includes(refused))).toBe(false);
  });

  it("closes its SMTP connections when the app closes", async () => {
    expect(smtp.connections.size).toBeGreaterThan(0);
    serverClosed = true;
    await server.close();
    await expect.poll(() => smtp.connections.size, { timeout: 5000 }).toBe(0);
  });
});
