// The test signs with node:crypto, as the server does; the package itself stays free of Node types.
/// <reference types="node" />
import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson, type ReceiptKeySet, streamReceipt, verifyReceipt } from "./receipts";

describe("canonicalJson (RFC 8785)", () => {
  it("serializes the RFC 8785 §3.2.2 example: numbers, escaping, literals, sorted keys", () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });

  it("sorts keys by UTF-16 code units (RFC 8785 §3.2.3)", () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it("nests, keeps array order and drops whitespace", () => {
    expect(canonicalJson({ b: [3, { d: 1, c: "x" }], a: { z: null, y: false } })).toBe(
      '{"a":{"y":false,"z":null},"b":[3,{"c":"x","d":1}]}',
    );
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a lone surrogate", "\ud800"],
    ["a bigint", 1n],
    ["undefined", undefined],
  ])("refuses %s", (_name, value) => {
    expect(() => canonicalJson(value)).toThrow();
  });
});

/** An Ed25519 key pair from node:crypto, its public JWK in a key set under `kid`. */
function newKey(kid: string): { privateKey: KeyObject; keySet: ReceiptKeySet } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const { x } = publicKey.export({ format: "jwk" });
  return { privateKey, keySet: { keys: [{ kty: "OKP", crv: "Ed25519", kid, x: x as string }] } };
}

/** Signs as the server does: Ed25519 over the UTF-8 bytes of the canonical receipt body. */
function signReceipt<T extends { keyId: string }>(body: T, privateKey: KeyObject): T & { signature: string } {
  const signature = sign(null, Buffer.from(canonicalJson(body), "utf8"), privateKey).toString("base64url");
  return { ...body, signature };
}

const body = {
  streamId: "str_01",
  seq: 7,
  final: false as const,
  accrued: "0.00001",
  at: "2026-01-02T03:04:05.678Z",
  keyId: "k1",
};
const finalBody = {
  streamId: "str_01",
  seq: 9,
  final: true as const,
  gross: "0.09",
  fee: "0.00009",
  net: "0.08991",
  at: "2026-01-02T03:04:07.001Z",
  keyId: "k1",
};

describe("verifyReceipt", () => {
  const { privateKey, keySet } = newKey("k1");
  const receipt = signReceipt(body, privateKey);

  it("verifies a receipt signed with a fresh node:crypto key, offline", async () => {
    expect(streamReceipt.parse(receipt)).toEqual(receipt);
    expect(receipt.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await verifyReceipt(receipt, keySet)).toBe(true);
    // Survives a JSON round trip, as a receipt pushed over a WebSocket would.
    expect(await verifyReceipt(JSON.parse(JSON.stringify(receipt)), JSON.parse(JSON.stringify(keySet)))).toBe(true);
  });

  it("verifies a final receipt stating the settled gross, fee and net", async () => {
    const settled = signReceipt(finalBody, privateKey);
    expect(streamReceipt.parse(settled)).toEqual(settled);
    expect(await verifyReceipt(settled, keySet)).toBe(true);
  });

  it("signs the final flag: a step receipt cannot pass for a final one, nor the reverse", async () => {
    expect(await verifyReceipt({ ...receipt, final: true }, keySet)).toBe(false);
    const settled = signReceipt(finalBody, privateKey);
    expect(await verifyReceipt({ ...settled, final: false }, keySet)).toBe(false);
    // Re-shaped into the other kind's fields, the signed bytes differ, so it still fails.
    const { gross, fee: _fee, net: _net, ...rest } = settled;
    expect(await verifyReceipt({ ...rest, final: false, accrued: gross }, keySet)).toBe(false);
    const { accrued, ...stepRest } = receipt;
    expect(await verifyReceipt({ ...stepRest, final: true, gross: accrued, fee: "0.00", net: accrued }, keySet)).toBe(
      false,
    );
  });

  it.each([
    ["gross", { gross: "0.10" }],
    ["fee", { fee: "0" }],
    ["net", { net: "0.09" }],
    ["seq", { seq: 10 }],
    ["at", { at: "2026-01-02T03:04:07.002Z" }],
  ])("refuses a final receipt whose %s was changed", async (_field, change) => {
    const settled = signReceipt(finalBody, privateKey);
    expect(await verifyReceipt({ ...settled, ...change }, keySet)).toBe(false);
  });

  it.each([
    ["accrued", { accrued: "0.00002" }],
    ["seq", { seq: 8 }],
    ["at", { at: "2026-01-02T03:04:05.679Z" }],
    ["streamId", { streamId: "str_02" }],
  ])("refuses a receipt whose %s was changed", async (_field, change) => {
    expect(await verifyReceipt({ ...receipt, ...change }, keySet)).toBe(false);
  });

  it("refuses a receipt naming a kid the key set lacks", async () => {
    const other = signReceipt({ ...body, keyId: "k2" }, privateKey);
    expect(await verifyReceipt(other, keySet)).toBe(false);
    expect(await verifyReceipt(receipt, { keys: [] })).toBe(false);
  });

  it("refuses a signature made by another key under the same kid", async () => {
    const forged = signReceipt(body, newKey("k1").privateKey);
    expect(await verifyReceipt(forged, keySet)).toBe(false);
  });

  it("refuses a damaged signature, including a non-canonical spelling of the same bytes", async () => {
    const flipped = receipt.signature[0] === "A" ? "B" : "A";
    expect(await verifyReceipt({ ...receipt, signature: flipped + receipt.signature.slice(1) }, keySet)).toBe(false);
    // The last character carries 4 unused bits; setting one keeps the bytes but must still fail.
    const last = receipt.signature.at(-1) as string;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sloppy = receipt.signature.slice(0, -1) + alphabet[alphabet.indexOf(last) | 1];
    expect(await verifyReceipt({ ...receipt, signature: sloppy }, keySet)).toBe(false);
  });

  const { signature: _, ...unsigned } = receipt;
  it.each([
    ["null", null],
    ["a string", "receipt"],
    ["a receipt without signature", unsigned],
    ["a receipt without the final flag", (({ final: _f, ...rest }) => rest)(receipt)],
    ["a step receipt carrying settled amounts", { ...receipt, gross: "0.01" }],
    ["a final receipt without its amounts", { ...receipt, final: true }],
    ["an unsigned extra field", { ...receipt, note: "free" }],
    ["a negative seq", { ...receipt, seq: -1 }],
    ["an exponent in accrued", { ...receipt, accrued: "1e-5" }],
    ["an instant without ms", { ...receipt, at: "2026-01-02T03:04:05Z" }],
    ["a padded signature", { ...receipt, signature: "=".repeat(86) }],
  ])("returns false, never throws, for %s", async (_name, malformed) => {
    expect(await verifyReceipt(malformed, keySet)).toBe(false);
  });

  it("returns false for a malformed key set or a key WebCrypto refuses", async () => {
    expect(await verifyReceipt(receipt, null)).toBe(false);
    expect(await verifyReceipt(receipt, { keys: [{ ...keySet.keys[0], kty: "EC" }] })).toBe(false);
    expect(await verifyReceipt(receipt, { keys: [{ ...keySet.keys[0], x: "_".repeat(43) }] })).toBe(false);
  });
});
