import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Dispute, disputeEvidenceBytesMax, disputeEvidenceFilesMax, type Problem } from "@agora/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createFixedService,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// Evidence files of disputes (decision 075): what is accepted and refused, who may read a file,
// how it is served, and the per-dispute cap.

let server: TestServer;
let dataDir: string;
let owner: Browser;
let admin: Browser;
let serviceId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-evidence-"));
  server = await startTestServer({ STREAM_SWEEP_MS: "0", DATA_DIR: dataDir });
  owner = await signedIn(server, "evidence-owner@example.com");
  admin = await signedIn(server, "admin@agora.local");
  const agentId = await createAgent(owner, { name: "Evidence Test Agent" });
  serviceId = await createFixedService(owner, agentId, "Evidence memo", { min: "10", max: "500" });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A client of `owner`'s agent with a disputed contract. @returns the client and the dispute id. */
async function disputeOf(email: string): Promise<{ client: Browser; disputeId: string; contractId: string }> {
  const client = await signedIn(server, email);
  await depositTestFunds(client, "100");
  const contractId = await fundedFixedContract(client, owner, serviceId, "50");
  const opened = await api(client, "POST", `/api/v1/contracts/${contractId}/disputes`, {
    reason: "The memo never arrived as agreed.",
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { client, disputeId: opened.body.id as string, contractId };
}

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function upload(
  who: Browser,
  disputeId: string,
  bytes: Buffer,
  contentType: string,
  name: string,
): Promise<{ status: number; body: Dispute & Partial<Pick<Problem, "code" | "errors">> }> {
  const res = await who.fetch(`/api/v1/disputes/${disputeId}/evidence?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** The file of the thread's last message. */
const lastFile = (dispute: Dispute) => dispute.messages.at(-1)?.evidenceFile ?? { id: "", url: "" };

describe("dispute evidence files", () => {
  it("takes a PNG and a PDF, shows them in the thread and serves them back safely to the parties", async () => {
    const { client, disputeId } = await disputeOf("evidence-client-a@example.com");
    const image = await png();
    const up = await upload(client, disputeId, image, "image/png", "screen shot.png");
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const file = lastFile(up.body);
    expect(file).toMatchObject({ name: "screen shot.png", contentType: "image/png", sizeBytes: image.length });
    expect(file.url).toBe(`/api/v1/disputes/${disputeId}/evidence/${file.id}`);
    expect(up.body.messages.at(-1)).toMatchObject({ author: "client", body: "Evidence: screen shot.png" });

    // The other party reads it byte for byte, inline, with the safe headers.
    const got = await owner.fetch(file.url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("content-security-policy")).toContain("sandbox");
    expect(got.headers.get("cache-control")).toMatch(/^private/);
    expect(got.headers.get("content-disposition")).toMatch(/^inline; filename="screen shot.png"/);
    expect(Buffer.from(await got.arrayBuffer()).equals(image)).toBe(true);

    // A PDF sent as octet-stream is recognised by its bytes and served as a download.
    const doc = await upload(owner, disputeId, pdf, "application/octet-stream", "../../etc/invoice «final».pdf");
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    expect(lastFile(doc.body)).toMatchObject({ contentType: "application/pdf", name: "invoice «final».pdf" });
    const served = await client.fetch(lastFile(doc.body).url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(
      `attachment; filename="invoice _final_.pdf"; filename*=UTF-8''invoice%20%C2%ABfinal%C2%BB.pdf`,
    );
    // The contract's dispute shows both files to its parties.
    const seen = await api(owner, "GET", `/api/v1/contracts/${up.body.contractId}/disputes`);
    expect(
      seen.body.messages
        .filter((m: Dispute["messages"][number]) => m.evidenceFile)
        .map((m: Dispute["messages"][number]) => m.evidenceFile?.contentType),
    ).toEqual(["image/png", "application/pdf"]);
  });

  it("refuses a .png that is really HTML with 415, and more than 5 MiB with 413", async () => {
    const { client, disputeId, contractId } = await disputeOf("evidence-client-b@example.com");
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const fake = await upload(client, disputeId, html, "image/png", "photo.png");
    expect(fake.status).toBe(415);
    expect(fake.body).toMatchObject({ code: "unsupported_media_type", errors: [{ in: "body", field: "body" }] });
    // PNG's signature with a page behind it does not decode, so it is refused too.
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(client, disputeId, Buffer.concat([header, html]), "image/png", "x.png")).status).toBe(415);
    // A real PNG declared as a PDF is a renamed file.
    expect((await upload(client, disputeId, await png(), "application/pdf", "x.pdf")).status).toBe(415);
    const text = await upload(client, disputeId, Buffer.from("hello"), "text/html", "x.html");
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual([expect.objectContaining({ in: "headers", field: "content-type" })]);

    const big = Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024 - pdf.length, 0x20)]);
    expect(big.length).toBeGreaterThan(disputeEvidenceBytesMax);
    const tooBig = await upload(client, disputeId, big, "application/pdf", "big.pdf");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "payload_too_large" });
    // Nothing refused reached the thread.
    const thread = await api(client, "GET", `/api/v1/contracts/${contractId}/disputes`);
    expect(thread.body.messages).toHaveLength(1);
  });

  it("hides a file from a stranger and from the party of another dispute (404), and shows it to an admin", async () => {
    const { client, disputeId } = await disputeOf("evidence-client-c@example.com");
    const other = await disputeOf("evidence-client-d@example.com");
    const stranger = await signedIn(server, "evidence-stranger@example.com");
    const file = lastFile((await upload(client, disputeId, await png(), "image/png", "proof.png")).body);
    for (const who of [stranger, other.client]) {
      expect((await who.fetch(file.url)).status).toBe(404);
      // Nor through the other dispute's path, which the reader is a party to.
      expect((await who.fetch(`/api/v1/disputes/${other.disputeId}/evidence/${file.id}`)).status).toBe(404);
      expect((await upload(who, disputeId, await png(), "image/png", "spam.png")).status).toBe(404);
    }
    const asAdmin = await admin.fetch(file.url);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("content-type")).toBe("image/png");
    // An API key needs contracts:read to download.
    const key = await createApiKey(client, ["agents:read"]);
    const res = await fetch(new URL(file.url, server.baseUrl), { headers: { authorization: `Bearer ${key.secret}` } });
    expect(res.status).toBe(403);
  });

  it(`holds at most ${disputeEvidenceFilesMax} files a dispute, both parties together`, async () => {
    const { client, disputeId } = await disputeOf("evidence-client-e@example.com");
    const image = await png();
    for (let i = 0; i < disputeEvidenceFilesMax; i++) {
      const res = await upload(i % 2 ? owner : client, disputeId, image, "image/png", `shot-${i}.png`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const over = await upload(client, disputeId, image, "image/png", "one-more.png");
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("limit_reached");
    const thread = await api(admin, "GET", "/api/v1/admin/disputes?status=open&limit=100");
    const mine = thread.body.data.find((d: { id: string }) => d.id === disputeId);
    expect(mine.messages.filter((m: Dispute["messages"][number]) => m.evidenceFile)).toHaveLength(
      disputeEvidenceFilesMax,
    );
  });
});
