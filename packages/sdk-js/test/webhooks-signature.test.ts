import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../src/index";

const secret = "whsec_test_0123456789abcdef";
const body = JSON.stringify({
  id: "evt_1",
  type: "contract.funded",
  createdAt: "2026-11-23T12:00:00.000Z",
  data: { contractId: "c1" },
});

function sign(t: number, payload = body, key = secret): string {
  return createHmac("sha256", key).update(`${t}.${payload}`).digest("hex");
}

describe("verifyWebhook", () => {
  const now = Math.floor(Date.now() / 1000);

  it("accepts a delivery signed with the endpoint's secret", async () => {
    expect(await verifyWebhook(body, `t=${now},v1=${sign(now)}`, secret)).toBe(true);
  });

  it("accepts when one of several v1 signatures matches (a secret being rotated)", async () => {
    const header = `t=${now},v1=${sign(now, body, "whsec_old")},v1=${sign(now)}`;
    expect(await verifyWebhook(body, header, secret)).toBe(true);
  });

  it("refuses a changed body, another secret, or a malformed header", async () => {
    expect(await verifyWebhook(`${body} `, `t=${now},v1=${sign(now)}`, secret)).toBe(false);
    expect(await verifyWebhook(body, `t=${now},v1=${sign(now)}`, "whsec_other")).toBe(false);
    expect(await verifyWebhook(body, `v1=${sign(now)}`, secret)).toBe(false);
    expect(await verifyWebhook(body, `t=${now},v1=abc`, secret)).toBe(false);
    expect(await verifyWebhook(body, "", secret)).toBe(false);
  });

  it("refuses a signature older (or newer) than the tolerance, against replays", async () => {
    const old = now - 301;
    // The clock is passed in, so the second the test takes to run cannot move the boundary.
    expect(await verifyWebhook(body, `t=${old},v1=${sign(old)}`, secret, 300, now)).toBe(false);
    expect(await verifyWebhook(body, `t=${old},v1=${sign(old)}`, secret, 600, now)).toBe(true);
    expect(await verifyWebhook(body, `t=${now - 300},v1=${sign(now - 300)}`, secret, 300, now)).toBe(true);
    const future = now + 301;
    expect(await verifyWebhook(body, `t=${future},v1=${sign(future)}`, secret, 300, now)).toBe(false);
  });
});
