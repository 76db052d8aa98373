import { createPrivateKey, generateKeyPairSync } from "node:crypto";
import { type ReceiptKeySet, type StepReceipt, type StreamReceipt, verifyReceipt } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, startTestServer, type TestServer } from "../../../test/harness";
import { loadReceiptSigner, type ReceiptSigner } from "./receipts";

const keySetPath = "/.well-known/agora-receipts.json";

let server: TestServer;
let signer: ReceiptSigner;

beforeAll(async () => {
  server = await startTestServer();
  // Reads the key the server generated on its first start from the same database.
  signer = await loadReceiptSigner(server.database.db);
});
afterAll(async () => server?.close());

const body = { streamId: "str_test", seq: 3, accrued: 10n, at: new Date("2026-01-02T03:04:05.678Z") };
const finalBody = {
  streamId: "str_test",
  seq: 9,
  gross: 90_000n,
  fee: 90n,
  net: 89_910n,
  at: new Date("2026-01-02T03:04:07.001Z"),
};

describe("receipt signing key", () => {
  it("serves the key set publicly as an Ed25519 JWK set, cached 5 minutes", async () => {
    const res = await api(server, "GET", keySetPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual({ keys: [{ kty: "OKP", crv: "Ed25519", kid: signer.keyId, x: expect.any(String) }] });
    expect(res.body).toEqual(signer.keySet());
  });

  it("signs receipts in dollars and ISO time that verify against the key set fetched over HTTP", async () => {
    const receipt = signer.sign(body);
    expect(receipt).toMatchObject({
      streamId: "str_test",
      seq: 3,
      accrued: "0.00001",
      at: "2026-01-02T03:04:05.678Z",
      keyId: signer.keyId,
    });
    const keySet = (await api(server, "GET", keySetPath)).body as ReceiptKeySet;
    expect(await verifyReceipt(receipt, keySet)).toBe(true);
    expect(await verifyReceipt({ ...receipt, accrued: "0.00002" }, keySet)).toBe(false);
  });

  it("signs step receipts as final: false and final receipts of a settlement as final: true", async () => {
    expect(signer.sign(body).final).toBe(false);
    const settled = signer.signFinal({ ...finalBody });
    expect(settled).toMatchObject({ final: true, gross: "0.09", fee: "0.00009", net: "0.08991", seq: 9 });
    expect(settled).not.toHaveProperty("accrued");
    // Deterministic (RFC 8032), so a settled stream read later repeats the published receipt.
    expect(signer.signFinal({ ...finalBody })).toEqual(settled);
    expect(await verifyReceipt(settled, signer.keySet())).toBe(true);
    expect(await verifyReceipt({ ...settled, final: false }, signer.keySet())).toBe(false);
  });

  it("refuses a final receipt whose fee and net do not add up to its gross", () => {
    expect(() => signer.signFinal({ ...finalBody, net: finalBody.net + 1n })).toThrow(/fee \+ net/);
    expect(() => signer.signFinal({ ...finalBody, fee: -1n, net: finalBody.gross + 1n })).toThrow(RangeError);
  });

  it("refuses to sign what would be an invalid receipt", () => {
    expect(() => signer.sign({ ...body, seq: -1 })).toThrow();
    expect(() => signer.sign({ ...body, streamId: "" })).toThrow();
    expect(() => signer.sign({ ...body, accrued: -1n })).toThrow(RangeError);
    expect(() => signer.sign({ ...body, at: new Date(Number.NaN) })).toThrow(RangeError);
  });

  it("keeps the same key across a restart on the same database, so old receipts still verify", async () => {
    const before = (await api(server, "GET", keySetPath)).body as ReceiptKeySet;
    const receipt: StreamReceipt = signer.sign(body);
    // Close only the app: the harness's close() would also close the shared database.
    await server.app.close();
    server = await startTestServer({}, server.database);
    const after = (await api(server, "GET", keySetPath)).body as ReceiptKeySet;
    expect(after).toEqual(before);
    expect(await verifyReceipt(receipt, after)).toBe(true);
  });

  it("uses a configured PKCS#8 key, named by its RFC 7638 thumbprint (RFC 8037 appendix A)", async () => {
    const rfc8037 = createPrivateKey({
      key: {
        kty: "OKP",
        crv: "Ed25519",
        d: "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
        x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
      },
      format: "jwk",
    });
    const pem = rfc8037.export({ type: "pkcs8", format: "pem" }).toString();
    const configured = await loadReceiptSigner(server.database.db, pem);
    expect(configured.keyId).toBe("kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
    expect(configured.keySet().keys[0]?.x).toBe("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo");
    expect(await verifyReceipt(configured.sign(body), configured.keySet())).toBe(true);
    // A receipt from one key does not verify against another key's set.
    expect(await verifyReceipt(configured.sign(body), signer.keySet())).toBe(false);
  });

  it("refuses a configured key that is not an Ed25519 private key", async () => {
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" });
    await expect(loadReceiptSigner(server.database.db, ec.toString())).rejects.toThrow(/Ed25519/);
    await expect(loadReceiptSigner(server.database.db, "not a key")).rejects.toThrow();
  });
});

describe("batched step receipts (decision 051)", () => {
  const bodies = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...body, streamId: `str_${i}`, seq: i, accrued: BigInt(i * 10) }));

  it.each([1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 33])(
    "every receipt of a batch of %i verifies alone against the published keys, with one signature",
    async (n) => {
      const receipts = signer.signBatch(bodies(n));
      expect(receipts.map((r) => r.streamId)).toEqual(bodies(n).map((b) => b.streamId));
      expect(new Set(receipts.map((r) => r.signature)).size).toBe(1);
      for (const [index, receipt] of receipts.entries()) {
        expect(receipt.proof).toEqual({ index, size: n, path: expect.any(Array) });
        expect(receipt.proof?.path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(await verifyReceipt(JSON.parse(JSON.stringify(receipt)), signer.keySet())).toBe(true);
      }
    },
  );

  it("refuses a batched receipt whose figures, place in the batch or path were changed", async () => {
    const receipts = signer.signBatch(bodies(5));
    const third = receipts[2] as StepReceipt & { proof: NonNullable<StepReceipt["proof"]> };
    const keys = signer.keySet();
    expect(await verifyReceipt({ ...third, accrued: "0.00003" }, keys)).toBe(false);
    expect(await verifyReceipt({ ...third, seq: 3 }, keys)).toBe(false);
    expect(await verifyReceipt({ ...third, proof: { ...third.proof, index: 3 } }, keys)).toBe(false);
    expect(await verifyReceipt({ ...third, proof: { ...third.proof, size: 6 } }, keys)).toBe(false);
    expect(await verifyReceipt({ ...third, proof: { ...third.proof, path: third.proof.path.slice(1) } }, keys)).toBe(
      false,
    );
    expect(
      await verifyReceipt({ ...third, proof: { ...third.proof, path: [...third.proof.path].reverse() } }, keys),
    ).toBe(false);
    // Another batch's signature does not cover this batch's root.
    const other = signer.signBatch(bodies(4))[0] as StepReceipt;
    expect(await verifyReceipt({ ...third, signature: other.signature }, keys)).toBe(false);
    // Without its proof, the batch signature is not a signature of the receipt itself.
    const { proof: _proof, ...bare } = third;
    expect(await verifyReceipt(bare, keys)).toBe(false);
  });

  it("refuses an empty batch", () => {
    expect(() => signer.signBatch([])).toThrow(RangeError);
  });
});
