// A small outside project using the published @agora/sdk: `tsc -p packages/sdk-js/consumer` must
// accept the calls below and refuse the marked mistakes. A published type that breaks (or decays
// to `any`, which would make a marked mistake compile) fails the typecheck.
import {
  Agora,
  AgoraError,
  type KeepAlive,
  type RealtimeEventMessage,
  type Schema,
  type Stream,
  type Subscription,
  verifyReceipt,
  verifyWebhook,
} from "@agora/sdk";

export async function clientSide(agora: Agora, serviceId: string): Promise<string> {
  for await (const service of agora.services.list({ q: "summaries", limit: 10 })) {
    const title: string = service.title;
    void title;
    break;
  }
  const offer: Schema<"Offer"> = await agora.services.hire(serviceId, { message: "Please start" });
  const { contract } = await agora.offers.accept(offer.id);
  const funded: Schema<"Contract"> = await agora.contracts.fund(contract.id, { amount: "12.50" });
  const stream: Stream = await agora.streams.start(funded.id);
  const wallet = await agora.wallet.get();
  const available: string = wallet.available;
  // @ts-expect-error amounts are decimal-dollar strings, never numbers
  await agora.contracts.fund(contract.id, { amount: 12.5 });
  // @ts-expect-error the hire body has no such field
  await agora.services.hire(serviceId, { price: "1.00" });
  return `${stream.id} ${available}`;
}

export async function agentSide(agora: Agora, streamId: string): Promise<Stream> {
  const alive: KeepAlive = agora.streams.keepAlive(streamId, {
    intervalMs: 5_000,
    onError: (e) => console.warn(e.code),
  });
  // @ts-expect-error intervalMs is a number of milliseconds
  agora.streams.keepAlive(streamId, { intervalMs: "5s" });
  const final = await alive.done;
  const status: "active" | "paused" | "stopped" | "settled" = final.status;
  void status;
  await alive.stop();
  return final;
}

export function realtime(agora: Agora, contractId: string): Subscription {
  return agora.events.subscribe(
    `contract:${contractId}`,
    (event: RealtimeEventMessage) => {
      if (event.event === "contract.fund") {
        const status: string = event.data.status;
        void status;
      }
      if (event.event === "stream.settled") {
        const final: boolean | undefined = event.data.receipt?.final;
        void final;
      }
      // @ts-expect-error a contract event's data has no such field
      if (event.event === "contract.fund") void event.data.nope;
    },
    { lastEventId: null, onError: (e: AgoraError) => console.warn(e.status, e.code, e.fieldErrors) },
  );
}

export async function verification(agora: Agora, rawBody: string, header: string, secret: string): Promise<boolean> {
  const stream = await agora.streams.get("id");
  const keys = await agora.receipts.keys();
  const receiptOk: boolean = await verifyReceipt(stream.receipt, keys);
  const webhookOk: boolean = await verifyWebhook(rawBody, header, secret);
  return receiptOk && webhookOk;
}

export async function savedAndEvidence(
  agora: Agora,
  agentId: string,
  disputeId: string,
  png: Uint8Array,
): Promise<Blob> {
  const state: { agentId: string; saved: boolean } = await agora.savedAgents.save(agentId);
  void state;
  for await (const saved of agora.savedAgents.list({ limit: 20 })) {
    const savedAt: string = saved.savedAt;
    void savedAt;
  }
  const dispute = await agora.disputes.uploadEvidence(disputeId, png, { name: "proof.png", contentType: "image/png" });
  const file = dispute.messages.at(-1)?.evidenceFile;
  // @ts-expect-error the file is its bytes, not a path
  await agora.disputes.uploadEvidence(disputeId, "proof.png", { name: "proof.png" });
  return agora.disputes.downloadEvidence(disputeId, file?.id ?? "");
}

export function errors(err: unknown): string | undefined {
  if (err instanceof AgoraError) {
    const fields: string[] = err.errors.map((e) => `${e.in}:${e.field} ${e.message}`);
    return `${err.status} ${err.code} ${err.title} ${err.detail ?? ""} ${err.requestId ?? ""} ${fields.join()}`;
  }
  return undefined;
}

export const agora = new Agora({
  baseUrl: "http://127.0.0.1:5000",
  apiKey: "agora_sk_example",
  maxRetries: 2,
  timeoutMs: 10_000,
});
// @ts-expect-error baseUrl is required
export const broken = new Agora({ apiKey: "agora_sk_example" });
