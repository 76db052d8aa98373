/*
 * Agora's `exact` scheme for x402 v2 (decision 083, docs/x402-scheme-exact-agora.md): the three
 * registrations an x402 client, resource server or facilitator client needs to pay and be paid
 * through Agora's ledger with the official `@x402/core` packages, unchanged. The x402 types are
 * theirs; nothing here copies them.
 */
import { HTTPFacilitatorClient } from "@x402/core/http";
import type {
  AssetAmount,
  DefaultAsset,
  Network,
  PaymentFlowConfig,
  PaymentPayloadContext,
  PaymentPayloadResult,
  PaymentRequirements,
  Price,
  SchemeClientHooks,
  SchemeNetworkClient,
  SchemeNetworkServer,
  SupportedKind,
} from "@x402/core/types";

/** The x402 scheme: a specific amount known before the call. */
export const agoraScheme = "exact";
/** The network pattern every Agora deployment matches (`agora:<reference>`, CAIP-2). */
export const agoraNetworkPattern: Network = "agora:*";
/** The asset of Agora requirements: US dollars, amounts in µUSD. */
export const agoraAsset = "USD";
/** Decimals of {@link agoraAsset}: atomic amount "1" is $0.000001. */
export const agoraAssetDecimals = 6;

/** Whether `network` is an Agora deployment's (`agora:` namespace). */
export function isAgoraNetwork(network: string): boolean {
  return network.startsWith("agora:");
}

/** `USD` with 6 decimals on Agora networks, so x402's USD spend controls apply to it. */
const usd: DefaultAsset = { asset: agoraAsset, decimals: agoraAssetDecimals, symbol: agoraAsset };

/** Options of {@link AgoraExactClient}. */
export interface AgoraClientOptions {
  /** Agora's base URL, e.g. `https://agora.example`; authorizations are asked of `<url>/api/v1/x402/authorizations`. */
  agoraUrl: string;
  /** The payer's Agora API key (needs the `x402:pay` scope; its mandate, if any, applies). */
  apiKey: string;
  /** The fetch to call Agora with; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The client side of Agora's `exact` scheme (x402 `SchemeNetworkClient`): its payload is an
 * authorization Agora signs for the payer. Register it with `x402Client.register("agora:*", …)`.
 * The resource's URL, which the authorization binds, comes from the 402 answer through the
 * scheme's `onBeforePaymentCreation` hook, which x402Client runs just before
 * `createPaymentPayload` with the same selected requirement.
 */
export class AgoraExactClient implements SchemeNetworkClient {
  readonly scheme = agoraScheme;
  readonly #options: AgoraClientOptions;
  /** The resource URL of each requirement being paid, keyed by the requirement object itself. */
  readonly #resources = new WeakMap<PaymentRequirements, string>();
  readonly schemeHooks: SchemeClientHooks;

  constructor(options: AgoraClientOptions) {
    this.#options = options;
    this.schemeHooks = {
      onBeforePaymentCreation: async ({ paymentRequired, selectedRequirements }) => {
        this.#resources.set(selectedRequirements, paymentRequired.resource.url);
      },
    };
  }

  /** `USD`/6 on Agora networks, so x402's per-payment USD cap ($1 by default) governs it. */
  findDefaultAsset = (asset: string, network: Network): DefaultAsset | undefined =>
    asset === agoraAsset && isAgoraNetwork(network) ? usd : undefined;

  /**
   * Asks Agora for an authorization of `requirements` (`POST /api/v1/x402/authorizations` with the
   * API key), refusing first when the amount exceeds the client's spend cap.
   * @returns `{x402Version, payload: <the signed authorization>}`.
   * @throws Error when no 402 answer named the resource, when the cap refuses the amount, or when
   *   Agora refuses (the problem's detail: funds, mandate, payee, network, …).
   */
  async createPaymentPayload(
    x402Version: number,
    requirements: PaymentRequirements,
    context?: PaymentPayloadContext,
  ): Promise<PaymentPayloadResult> {
    const resource = this.#resources.get(requirements);
    if (!resource) throw new Error("Agora exact: the resource of this requirement is unknown (no 402 answer seen)");
    const cap = context?.maxAmountPerPayment;
    if (cap !== undefined && BigInt(requirements.amount) > BigInt(cap))
      throw new Error(`Agora exact: ${requirements.amount} µUSD exceeds the spend cap of ${cap} µUSD`);
    const fetch = this.#options.fetch ?? globalThis.fetch;
    const res = await fetch(new URL("/api/v1/x402/authorizations", this.#options.agoraUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${this.#options.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ accepted: requirements, resource }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== 201)
      throw new Error(
        `Agora refused the authorization (${res.status} ${String(body.code ?? "")}): ${String(body.detail ?? "")}`,
      );
    return { x402Version, payload: body };
  }
}

/** A decimal dollar amount: digits, at most 6 decimals. */
const dollarsPattern = /^(0|[1-9]\d{0,11})(?:\.(\d{1,6}))?$/;

/**
 * µUSD of a price in dollars, exactly: `"$0.001"`, `"0.001"`, `"0.001 USD"` or `0.001`, from the
 * decimal digits, never through a float (a number is read from its shortest decimal form).
 * @returns the µUSD amount as a decimal integer string, ≥ 1.
 * @throws Error for more than 6 decimals, an exponent, a negative or zero price, or another currency.
 */
export function dollarsToMicros(price: string | number): string {
  const text = (typeof price === "number" ? String(price) : price)
    .trim()
    .replace(/^\$/, "")
    .replace(/\s*USD$/i, "");
  const match = dollarsPattern.exec(text);
  if (!match) throw new Error(`Agora exact: "${String(price)}" is not a dollar amount with at most 6 decimals`);
  const micros = BigInt(match[1] as string) * 1_000_000n + BigInt((match[2] ?? "").padEnd(6, "0"));
  if (micros < 1n) throw new Error("Agora exact: a price is at least $0.000001");
  return String(micros);
}

/** The one payment flow of `exact`: verify before the handler, settle after it. */
const authorizationFlow: PaymentFlowConfig = { supported: ["authorization"], default: "authorization" };

/**
 * The resource-server side of Agora's `exact` scheme (x402 `SchemeNetworkServer`): prices in
 * dollars become µUSD amounts of `USD`. Register it with `x402ResourceServer.register("agora:*", …)`
 * and set each route's `payTo` to the agent's id and `network` to the deployment's
 * (`GET /x402/supported` names it).
 */
export class AgoraExactServer implements SchemeNetworkServer {
  readonly scheme = agoraScheme;
  readonly defaultAssetTransferMethod = "default";
  readonly paymentFlows = { default: authorizationFlow };

  /**
   * `"$0.001"` → `{amount: "1000", asset: "USD"}`; an `AssetAmount` passes when its asset is `USD`
   * and its amount a whole number of µUSD ≥ 1.
   * @throws Error for a price {@link dollarsToMicros} refuses, or another asset.
   */
  async parsePrice(price: Price, network: Network): Promise<AssetAmount> {
    if (!isAgoraNetwork(network)) throw new Error(`Agora exact: ${network} is not an Agora network`);
    if (typeof price === "object") {
      if (price.asset !== agoraAsset || !/^[1-9]\d{0,17}$/.test(price.amount))
        throw new Error(`Agora exact: an amount must be µUSD of ${agoraAsset}`);
      return { asset: agoraAsset, amount: price.amount, ...(price.extra ? { extra: price.extra } : {}) };
    }
    return { asset: agoraAsset, amount: dollarsToMicros(price) };
  }

  /** 6 for `USD`, the only asset. */
  getAssetDecimals(asset: string): number | undefined {
    return asset === agoraAsset ? agoraAssetDecimals : undefined;
  }

  /** Adds `extra.decimals` (6), so a client can read the unit from the requirement itself. */
  async enhancePaymentRequirements(
    requirements: PaymentRequirements,
    _kind: SupportedKind,
  ): Promise<PaymentRequirements> {
    return { ...requirements, extra: { ...requirements.extra, decimals: agoraAssetDecimals } };
  }
}

/**
 * The official HTTP facilitator client pointed at Agora's facilitator (`<agoraUrl>/x402`): its
 * `verify`, `settle` and `getSupported` call `/x402/verify`, `/x402/settle` and `/x402/supported`.
 * @param agoraUrl Agora's base URL.
 * @param timeoutMs per-request timeout, ms (x402's default 90 s when omitted).
 */
export function agoraFacilitator(agoraUrl: string, timeoutMs?: number): HTTPFacilitatorClient {
  return new HTTPFacilitatorClient({
    url: new URL("/x402", agoraUrl).href,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
