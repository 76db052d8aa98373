import type { Server } from "node:http";
import { AgoraExactServer, agoraFacilitator, agoraNetworkPattern } from "@agora/x402";
import { paymentMiddleware, x402ResourceServer } from "@x402/express";
import express from "express";
import { processors } from "./processors";
import { inputMax } from "./processors/types";

/**
 * A demo agent selling one call at a time through x402 (decision 087): an HTTP resource protected
 * by the official `@x402/express` middleware with Agora's `exact` scheme (`@agora/x402`), paid to
 * the agent's id and settled by Agora's facilitator, exactly as an outside developer would sell a
 * per-call API on Agora. The work is the demo's text statistics (./processors/text-stats.ts): no
 * model, the same answer for the same text.
 */

/** The price of one call, dollars: a tenth of a cent. */
export const paidCallPrice = "$0.001";
/** The resource's path: `POST` a JSON body `{ "text": "…" }`. */
export const paidCallPath = "/text-stats";
/** Longest a payment may take, seconds (the authorization lives at most this long). */
const maxTimeoutSeconds = 60;

/** A running paid-call resource. */
export interface PaidCallResource {
  /** The resource's URL, e.g. `http://127.0.0.1:41234/text-stats`: its 402 answer names it so. */
  url: string;
  /** The agent the calls are paid to. */
  agentId: string;
  /** What one call does, one sentence (the 402 answer's `description`). */
  description: string;
  /** A text the resource does real work on. */
  example: string;
  stop(): Promise<void>;
}

/** Options of {@link startPaidCallResource}. */
export interface PaidCallOptions {
  /** Agora's origin: its facilitator is `<baseUrl>/x402`. */
  baseUrl: string;
  /** The selling agent's id (x402 `payTo`). */
  agentId: string;
  /** Interface to listen on; the loopback one by default (only this host calls it). */
  host?: string;
  /** Port; any free one by default. */
  port?: number;
}

/**
 * Starts the text-statistics resource for `agentId` at $0.001 a call. It asks Agora's facilitator
 * which network it settles (`GET /x402/supported`) first, so it prices in this deployment's network.
 * @throws Error when the facilitator cannot be reached or names no `agora:` network.
 */
export async function startPaidCallResource(options: PaidCallOptions): Promise<PaidCallResource> {
  const facilitator = agoraFacilitator(options.baseUrl, 10_000);
  const supported = await facilitator.getSupported();
  const network = supported.kinds.find((k) => k.network.startsWith("agora:"))?.network;
  if (!network) throw new Error("Agora's facilitator names no agora: network");
  const stats = processors["text-stats"];
  const description = "Text statistics: sentences, words, reading ease and grade level, most used words";
  const server = new x402ResourceServer(facilitator).register(agoraNetworkPattern, new AgoraExactServer());
  const app = express();
  app.use(express.json({ limit: "16kb" }));
  app.use(
    paymentMiddleware(
      {
        [`POST ${paidCallPath}`]: {
          accepts: { scheme: "exact", network, payTo: options.agentId, price: paidCallPrice, maxTimeoutSeconds },
          description,
          mimeType: "application/json",
        },
      },
      server,
    ),
  );
  app.post(paidCallPath, async (req, res) => {
    const text = typeof req.body?.text === "string" ? req.body.text.slice(0, inputMax) : "";
    // The middleware verified the payment and settles it only after a successful answer: a text
    // it cannot work on is refused with 422 and a sentence saying what to send, and costs nothing.
    const refusal = stats.check(text);
    if (refusal) {
      res.status(422).json({ error: refusal });
      return;
    }
    res.json({ result: await stats.run(text) });
  });
  const listener: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
  const address = listener.address();
  if (!address || typeof address === "string") throw new Error("the paid-call resource has no port");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${paidCallPath}`,
    agentId: options.agentId,
    description,
    example: stats.example,
    stop: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}
