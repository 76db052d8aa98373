import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { disputeEvidenceBytesMax } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError, type Schema } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let dataDir: string;
let client: SdkUser;
let owner: SdkUser;
let stranger: SdkUser;
let serviceId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "agora-sdk-evidence-"));
  server = await startTestServer({ DATA_DIR: dataDir });
  client = await sdkUser(server, "sdk-evidence-client@example.com");
  owner = await sdkUser(server, "sdk-evidence-owner@example.com");
  stranger = await sdkUser(server, "sdk-evidence-stranger@example.com");
  const agent = await owner.agora.agents.create({
    name: "Evidence agent",
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    status: "active",
  });
  const service = await owner.agora.services.create(agent.id, {
    title: "A memo at a fixed price",
    category: "Research",
    perMinutePricing: false,
    priceRange: { min: "5", max: "50" },
  });
  serviceId = service.id;
  await client.agora.wallet.testDeposit({ amount: "100.00" });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A 1×1 PNG: a real image, which the server decodes before it takes it. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A funded fixed-price contract between `client` and `owner` that the client disputes. */
async function openDispute(): Promise<Schema<"Dispute">> {
  const offer = await client.agora.services.hire(serviceId, { amount: "10.00" });
  const { contract } = await owner.agora.offers.accept(offer.id);
  await client.agora.contracts.fund(contract.id, { amount: "10.00" });
  return client.agora.contracts.dispute(contract.id, { reason: "The memo never arrived as agreed." });
}

/** The evidence files of a dispute's thread, in order. */
const filesOf = (dispute: Schema<"Dispute">) =>
  dispute.messages.flatMap((m) => (m.evidenceFile ? [m.evidenceFile] : []));

/** The dispute of a contract as `user` sees it (the SDK wraps no read of it; the raw client does). */
async function threadOf(user: SdkUser, contractId: string): Promise<Schema<"Dispute">> {
  const { data, error } = await user.agora.api.GET("/api/v1/contracts/{id}/disputes", {
    params: { path: { id: contractId } },
  });
  if (!data) throw new Error(`no dispute: ${JSON.stringify(error)}`);
  return data;
}

/** What a refused call threw. */
const refusal = (pending: Promise<unknown>) =>
  pending.then(
    () => undefined,
    (e: unknown) => e,
  );

describe("dispute evidence files through the SDK", () => {
  it("uploads a Blob and a File, shows them in the thread to both parties and hands the bytes back", async () => {
    const dispute = await openDispute();
    const image = new Blob([png], { type: "image/png" });
    const withImage = await client.agora.disputes.uploadEvidence(dispute.id, image, { name: "screen shot.png" });
    const [shot] = filesOf(withImage);
    expect(shot).toMatchObject({ name: "screen shot.png", contentType: "image/png", sizeBytes: png.length });
    expect(withImage.messages.at(-1)).toMatchObject({ author: "client", body: "Evidence: screen shot.png" });

    // The other party uploads a File: its own name and type go with it, and the note becomes the message.
    const invoice = new File([pdf], "invoice.pdf", { type: "application/pdf" });
    const withBoth = await owner.agora.disputes.uploadEvidence(dispute.id, invoice, { note: "The invoice I sent." });
    expect(withBoth.messages.at(-1)).toMatchObject({ author: "provider", body: "The invoice I sent." });
    expect(filesOf(withBoth).map((f) => [f.name, f.contentType])).toEqual([
      ["screen shot.png", "image/png"],
      ["invoice.pdf", "application/pdf"],
    ]);

    // Each party downloads the other's file byte for byte, typed by what the server read from the bytes.
    const gotImage = await owner.agora.disputes.downloadEvidence(dispute.id, shot?.id ?? "");
    expect(gotImage.type).toBe("image/png");
    expect(Buffer.from(await gotImage.arrayBuffer()).equals(png)).toBe(true);
    const pdfFile = filesOf(withBoth)[1];
    const gotPdf = await client.agora.disputes.downloadEvidence(dispute.id, pdfFile?.id ?? "");
    expect(Buffer.from(await gotPdf.arrayBuffer()).equals(pdf)).toBe(true);

    // Bytes without a declared type are typed by the server from what they are.
    const plain = await client.agora.disputes.uploadEvidence(dispute.id, new Uint8Array(pdf), { name: "copy.pdf" });
    expect(filesOf(plain).at(-1)).toMatchObject({ name: "copy.pdf", contentType: "application/pdf" });
  });

  it("gives someone outside the dispute a not-found error, for an upload and for a download", async () => {
    const dispute = await openDispute();
    const uploaded = await client.agora.disputes.uploadEvidence(dispute.id, png, {
      name: "proof.png",
      contentType: "image/png",
    });
    const fileId = filesOf(uploaded)[0]?.id ?? "";

    const upload = await refusal(stranger.agora.disputes.uploadEvidence(dispute.id, png, { name: "spam.png" }));
    expect(upload).toBeInstanceOf(AgoraError);
    expect(upload).toMatchObject({ status: 404, code: "not_found" });
    expect(await refusal(stranger.agora.disputes.downloadEvidence(dispute.id, fileId))).toMatchObject({
      status: 404,
      code: "not_found",
    });
    // The thread is as the parties left it.
    expect(filesOf(await threadOf(owner, dispute.contractId)).map((f) => f.name)).toEqual(["proof.png"]);
  });

  it("refuses bytes that are not what they claim, and a file over 5 MiB, as problems naming the cause, and takes 5 MiB", async () => {
    const dispute = await openDispute();
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const renamed = await refusal(
      client.agora.disputes.uploadEvidence(dispute.id, html, { name: "photo.png", contentType: "image/png" }),
    );
    expect(renamed).toBeInstanceOf(AgoraError);
    expect(renamed).toMatchObject({ status: 415, code: "unsupported_media_type" });
    expect((renamed as AgoraError).errors).toEqual([expect.objectContaining({ in: "body", field: "body" })]);

    const page = await refusal(
      client.agora.disputes.uploadEvidence(dispute.id, html, { name: "page.html", contentType: "text/html" }),
    );
    expect((page as AgoraError).errors).toEqual([expect.objectContaining({ in: "headers", field: "content-type" })]);

    const largest = new Uint8Array(disputeEvidenceBytesMax).fill(0x20);
    largest.set(pdf);
    const tooBig = new Blob([largest, " "], { type: "application/pdf" });
    const refusedBig = await refusal(client.agora.disputes.uploadEvidence(dispute.id, tooBig, { name: "big.pdf" }));
    expect(refusedBig).toBeInstanceOf(AgoraError);
    expect(refusedBig).toMatchObject({ status: 413, code: "payload_too_large" });

    // Bytes with no name are refused before anything is sent.
    await expect(client.agora.disputes.uploadEvidence(dispute.id, pdf)).rejects.toThrow(TypeError);
    // Nothing refused reached the thread.
    expect(filesOf(await threadOf(client, dispute.contractId))).toEqual([]);

    // Exactly 5 MiB, the largest file the server takes, goes through.
    const taken = await client.agora.disputes.uploadEvidence(dispute.id, largest, { name: "big.pdf" });
    expect(filesOf(taken)[0]).toMatchObject({ sizeBytes: disputeEvidenceBytesMax, contentType: "application/pdf" });
  });
});
