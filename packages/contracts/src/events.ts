import { z } from "zod";
import { callMadeData, callsPaidData } from "./calls";
import { contractStatus, dispute, offer, stream, streamStatus } from "./hiring";
import { money } from "./money";
import { finalReceipt, stepReceipt } from "./receipts";

/*
 * The realtime protocol of WebSocket `/api/v1/ws` and the verification audit log, as one typed
 * contract (docs/product/DESIGN.md "Streaming payments"): the server publishes and writes only
 * what these schemas describe (its `publishEvent` and `writeAudit` are typed against them), and
 * clients parse what they receive with them. None of these schemas carries an OpenAPI id: the
 * socket is not part of the HTTP document.
 */

/** A channel name as the server states it: `user:<id>`, `contract:<id>` or `stream:<id>`. */
export type RealtimeChannel = `user:${string}` | `contract:${string}` | `stream:${string}`;

// ---------------------------------------------------------------------------------------------
// Client → server
// ---------------------------------------------------------------------------------------------

/** Longest channel name a client may send, characters (`contract:` plus a UUID fits with room). */
export const channelNameMax = 100;

/**
 * A message a client may send on `/api/v1/ws`. `subscribe` takes `"user"` (the caller's own
 * channel), `"contract:<id>"` or `"stream:<id>"`; the server checks the name and the caller's
 * access itself, so it can answer a precise error. `lastEventId` (a stored event's id, digits)
 * asks for the stored events after it to be replayed first.
 */
export const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("subscribe"),
    channel: z.string().max(channelNameMax),
    lastEventId: z
      .string()
      .regex(/^\d+$/)
      .optional()
      .describe("Replay stored events after this id (the `id` of the last event received)."),
  }),
  z.object({ type: z.literal("unsubscribe"), channel: z.string().max(channelNameMax) }),
  z.object({ type: z.literal("heartbeat"), streamId: z.uuid().describe("The stream the provider keeps alive.") }),
  z.object({ type: z.literal("ping") }),
]);
/** A parsed {@link clientMessage}. */
export type ClientMessage = z.infer<typeof clientMessage>;

// ---------------------------------------------------------------------------------------------
// Event payloads (the `data` of `{type: "event"}`)
// ---------------------------------------------------------------------------------------------

/** `offer.received` on `user:<id>` of the side that must answer: a new offer (a hire or a job offer). */
export const offerReceivedData = z.object({
  offerId: z.string(),
  jobId: z.string().nullable().optional().describe("The job the offer answers; absent for a hire from a service."),
});

/** `offer.accepted|rejected|withdrawn` on both parties' `user:<id>`: an offer was decided. */
export const offerDecidedData = z.object({
  offerId: z.string(),
  status: offer.shape.status,
  contractId: z.string().nullable().describe("The contract an acceptance made; null otherwise."),
  reason: z.string().optional().describe("A rejection's reason, when the rejecting side gave one."),
});

/** `offer.countered` on `user:<id>` of the side that must answer the counter-offer. */
export const offerCounteredData = z.object({
  offerId: z.string().describe("The new offer (the counter)."),
  counterOf: z.string().nullable().describe("The offer it answers, now `countered`."),
});

/**
 * `contract.fund|deliver|approve|cancel` on `contract:<id>` and both parties' `user:<id>`: the
 * contract moved to `status`. `automatic` marks an approval made by the deadline, not the client.
 */
export const contractChangeData = z.object({
  contractId: z.string(),
  status: contractStatus,
  automatic: z.boolean().optional(),
  title: z.string().optional().describe("The contract's title, so a notification can name it."),
  agentName: z.string().optional().describe("The hired agent's name."),
  amount: money.nullable().optional().describe("The fixed price, dollars; null for a per-minute contract."),
});

/** `contract.bonus`, on the same channels as a contract change: the client paid the agent's owner a bonus. */
export const contractBonusData = contractChangeData.extend({
  bonusId: z.string().describe("The bonus (its ledger transfer id)."),
  amount: money.describe("What the client paid."),
  net: money.describe("What the agent's owner received, after the platform fee."),
});

/** `dispute.opened|message|resolved`, on the same channels as a contract change. */
export const disputeChangeData = z.object({
  contractId: z.string(),
  status: contractStatus,
  disputeId: z.string(),
  disputeStatus: dispute.shape.status,
});

/**
 * `stream.started|paused|resumed|settled` on `stream:<id>` and `contract:<id>`: the stream's new
 * state. The figures at this instant are not included (read the stream); `accrued` is the settled
 * gross once settled, else null.
 */
export const streamChangeData = z.object({
  streamId: z.string(),
  contractId: z.string(),
  status: streamStatus,
  lastHeartbeatAt: z.string().describe("ISO 8601 instant of the provider's last heartbeat."),
  stopReason: stream.shape.stopReason,
  stoppedAt: z.string().nullable(),
  accrued: money.nullable().describe("Dollars: the settled gross once settled, else null."),
  pausedBy: stream.shape.pausedBy,
});

/** `stream.settled`: a stream change that also carries the final receipt, so a replay has it too. */
export const streamSettledData = streamChangeData.extend({ receipt: finalReceipt.optional() });

/**
 * `stream.heartbeat` on `stream:<id>` only (transient: not stored, not replayed): the provider's
 * heartbeat moved. The hot one-statement path sends exactly these fields; others may add more.
 */
export const streamHeartbeatData = z.object({
  streamId: z.string(),
  contractId: z.string(),
  status: z.literal("active"),
  lastHeartbeatAt: z.string().describe("ISO 8601 instant of the heartbeat."),
});

/**
 * `confirmation` on `stream:<id>` (transient): the signed accrual of an active stream at one of
 * its billing steps (`step` true), or at once on subscribing or after a change (`step` false).
 */
export const streamConfirmationData = z.object({
  step: z.boolean(),
  status: z.literal("active"),
  activeMs: z.number().int().min(0).describe("Active time so far, ms."),
  accrued: money.describe("Dollars accrued at the receipt's instant."),
  receipt: stepReceipt,
});
/** A parsed {@link streamConfirmationData}: `accrued` in dollars, `activeMs` in ms. */
export type StreamConfirmation = z.infer<typeof streamConfirmationData>;

/** `webhook.disabled` on `user:<id>`: Agora disabled one of the user's webhook endpoints after repeated failures. */
export const webhookDisabledData = z.object({
  endpointId: z.string(),
  url: z.string(),
  reason: z.string().describe("Why, in English."),
});

/**
 * `message.received` on `user:<id>` of every party but the author: a message was written in one of
 * their threads (decision 039). Read the thread for the text.
 */
export const messageReceivedData = z.object({
  threadKind: z.enum(["offer", "contract"]),
  threadId: z.string(),
  messageId: z.string(),
  authorId: z.string(),
  contractId: z.string().nullable().describe("The contract of a contract thread."),
});

/** `withdrawal.paid|rejected` on `user:<id>` of the withdrawal's owner: an admin decided it. */
export const withdrawalDecidedData = z.object({
  withdrawalId: z.string(),
  amount: money.describe("Dollars."),
  reason: z.string().nullable().describe("A rejection's reason; null when paid."),
});

/** `agent.suspended|unsuspended` on `user:<id>` of the agent's owner: Agora suspended it, or lifted that. */
export const agentSuspensionData = z.object({
  agentId: z.string(),
  name: z.string().describe("The agent's name."),
  reason: z.string().nullable().describe("Why it was suspended; null when lifted."),
});

/**
 * `stake.slashed` on `user:<id>` of each staker whose stake paid part of a slash: the agent lost a
 * dispute (decision 044). `amount` is what left this staker's position and cooldowns together.
 */
export const stakeSlashedData = z.object({
  agentId: z.string(),
  name: z.string().describe("The agent's name."),
  amount: money.describe("Dollars taken from this staker."),
  disputeId: z.string(),
});

/**
 * `stake.released` on `user:<id>` of the staker: an unstake's 7-day cooldown ended and what was
 * left of it is back in the available balance (decision 044).
 */
export const stakeReleasedData = z.object({
  agentId: z.string(),
  name: z.string().describe("The agent's name."),
  amount: money.describe("Dollars returned: the amount unstaked less any slash in the cooldown."),
  unstakeId: z.string(),
});

/**
 * `saved.service_live` on `user:<id>` of each person who saved the agent (decision 074): one of
 * its services went live (created active, or a draft or paused one made active).
 */
export const savedServiceLiveData = z.object({
  agentId: z.string(),
  agentName: z.string().describe("The agent's name."),
  agentSlug: z.string().describe("The agent's URL name, for its page `/agents/<slug>`."),
  serviceId: z.string(),
  title: z.string().describe("The service's title."),
});

/**
 * `x402.settled` on the payer's and the agent owner's `user:<id>` (decisions 087, 088): x402 calls
 * of a day contract were paid, their prices are in its escrow. One event per day contract and
 * batch of settles (decision 088), not one per call. Transient (not stored, not replayed, never a
 * notification): a client that missed one reads the day contract again, and a busy agent's
 * thousands of calls a day must not fill anyone's notifications.
 */
export const x402SettledData = z.object({
  dayContractId: z.string().describe("The payer–agent day contract whose escrow received the prices."),
  agentId: z.string().describe("The payee agent."),
  calls: z.number().int().positive().describe("Calls settled together, at least 1."),
  amount: money.describe("Their prices together, US dollars."),
  settledAt: z.string().describe("When they were settled, ISO 8601 UTC (the latest of them)."),
});

/**
 * Every event the server publishes, by name, with its payload schema. One entry per name: adding
 * an event here is what lets the server publish it and clients receive it.
 */
export const realtimeEventData = {
  "offer.received": offerReceivedData,
  "offer.accepted": offerDecidedData,
  "offer.rejected": offerDecidedData,
  "offer.withdrawn": offerDecidedData,
  "offer.countered": offerCounteredData,
  "contract.fund": contractChangeData,
  "contract.deliver": contractChangeData,
  "contract.approve": contractChangeData,
  "contract.cancel": contractChangeData,
  "contract.bonus": contractBonusData,
  "dispute.opened": disputeChangeData,
  "dispute.message": disputeChangeData,
  "dispute.resolved": disputeChangeData,
  "stream.started": streamChangeData,
  "stream.paused": streamChangeData,
  "stream.resumed": streamChangeData,
  "stream.settled": streamSettledData,
  "stream.heartbeat": streamHeartbeatData,
  "call.made": callMadeData,
  "call.paid": callsPaidData,
  confirmation: streamConfirmationData,
  "webhook.disabled": webhookDisabledData,
  "message.received": messageReceivedData,
  "withdrawal.paid": withdrawalDecidedData,
  "withdrawal.rejected": withdrawalDecidedData,
  "agent.suspended": agentSuspensionData,
  "agent.unsuspended": agentSuspensionData,
  "stake.slashed": stakeSlashedData,
  "stake.released": stakeReleasedData,
  "saved.service_live": savedServiceLiveData,
  "x402.settled": x402SettledData,
} as const;

/** The name of an event, e.g. `contract.fund`. */
export type RealtimeEventName = keyof typeof realtimeEventData;

/** The payload of event `E` as the server builds it. */
export type RealtimeEventData<E extends RealtimeEventName> = z.input<(typeof realtimeEventData)[E]>;

/** The message carrying an event named `E`; stored events carry their id (for `lastEventId`), transient ones null. */
function eventMessageOf<E extends RealtimeEventName>(event: E) {
  return z.object({
    type: z.literal("event"),
    id: z.string().nullable().describe("Stored events: the row id (digits), for `lastEventId`; transient: null."),
    channel: z.string().describe("`user:<id>`, `contract:<id>` or `stream:<id>`."),
    event: z.literal(event),
    data: realtimeEventData[event],
  });
}

/** `{type: "event", id, channel, event, data}`: an event on a channel, discriminated by `event`. */
export const realtimeEventMessage = z.discriminatedUnion("event", [
  eventMessageOf("offer.received"),
  eventMessageOf("offer.accepted"),
  eventMessageOf("offer.rejected"),
  eventMessageOf("offer.withdrawn"),
  eventMessageOf("offer.countered"),
  eventMessageOf("contract.fund"),
  eventMessageOf("contract.deliver"),
  eventMessageOf("contract.approve"),
  eventMessageOf("contract.cancel"),
  eventMessageOf("contract.bonus"),
  eventMessageOf("dispute.opened"),
  eventMessageOf("dispute.message"),
  eventMessageOf("dispute.resolved"),
  eventMessageOf("stream.started"),
  eventMessageOf("stream.paused"),
  eventMessageOf("stream.resumed"),
  eventMessageOf("stream.settled"),
  eventMessageOf("stream.heartbeat"),
  eventMessageOf("call.made"),
  eventMessageOf("call.paid"),
  eventMessageOf("confirmation"),
  eventMessageOf("webhook.disabled"),
  eventMessageOf("message.received"),
  eventMessageOf("withdrawal.paid"),
  eventMessageOf("withdrawal.rejected"),
  eventMessageOf("agent.suspended"),
  eventMessageOf("agent.unsuspended"),
  eventMessageOf("stake.slashed"),
  eventMessageOf("stake.released"),
  eventMessageOf("saved.service_live"),
  eventMessageOf("x402.settled"),
]);
/** A parsed {@link realtimeEventMessage}: narrow on `event` to get its typed `data`. */
export type RealtimeEventMessage = z.infer<typeof realtimeEventMessage>;

/** `Omit` applied to each member of a union, so the result stays discriminated. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event as a client hands it to its listeners (a parsed {@link realtimeEventMessage} without `type`). */
export type RealtimeEvent = OmitEach<RealtimeEventMessage, "type">;

// ---------------------------------------------------------------------------------------------
// Server → client
// ---------------------------------------------------------------------------------------------

/**
 * A message the server sends on `/api/v1/ws`: the answer to each client message (`subscribed`
 * with the resolved channel name, `unsubscribed`, `heartbeat` with its instant, `pong`), an
 * `error` refusing one (`code`: an error code such as `not_found`, `forbidden`,
 * `validation_failed`, `rate_limited`), or an `event` ({@link realtimeEventMessage}).
 */
export const serverMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), channel: z.string() }),
  z.object({ type: z.literal("unsubscribed"), channel: z.string() }),
  z.object({ type: z.literal("heartbeat"), streamId: z.string(), at: z.string().describe("ISO 8601 instant.") }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
  realtimeEventMessage,
]);
/** A parsed {@link serverMessage}: narrow on `type`, then on `event` for events. */
export type ServerMessage = z.infer<typeof serverMessage>;
/** A server message as the server builds it. */
export type ServerMessageInput = z.input<typeof serverMessage>;

// ---------------------------------------------------------------------------------------------
// Verification audit log
// ---------------------------------------------------------------------------------------------

const checkedDomain = z.object({ domain: z.string() });
const checkedEndpoint = z.object({ endpointUrl: z.string() });
const checkFailure = { reason: z.string().describe("Why the automatic check failed, in English.") };

/**
 * Every action of the verification audit log with its detail (the `action` and `detail` columns of
 * `verification_audit`). Automatic checks (`domain.*`, `endpoint.verified|failed`) are Agora's own
 * acts (no actor); the others are a user's or an admin's.
 */
export const auditRecord = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("level.changed"),
    detail: z.object({ from: z.number().int(), to: z.number().int() }).describe("Trust levels 0–4."),
  }),
  z.object({ action: z.literal("domain.requested"), detail: checkedDomain }),
  z.object({ action: z.literal("domain.verified"), detail: checkedDomain }),
  z.object({ action: z.literal("domain.failed"), detail: checkedDomain.extend(checkFailure) }),
  z.object({
    action: z.literal("endpoint.key_registered"),
    detail: z.object({ publicKey: z.string().describe("Ed25519 public key, base64url."), endpointUrl: z.string() }),
  }),
  z.object({ action: z.literal("endpoint.verified"), detail: checkedEndpoint }),
  z.object({ action: z.literal("endpoint.failed"), detail: checkedEndpoint.extend(checkFailure) }),
  z.object({
    action: z.literal("kya.submitted"),
    detail: z.object({ legalName: z.string(), jurisdiction: z.string(), modelProvider: z.string() }),
  }),
  z.object({
    action: z.literal("kya.approved"),
    detail: z.object({ reason: z.string().optional().describe("The admin's note.") }),
  }),
  z.object({
    action: z.literal("kya.rejected"),
    detail: z.object({ reason: z.string().optional().describe("The admin's note.") }),
  }),
]);
/** One audit action with its detail, as written to and read from `verification_audit`. */
export type AuditRecord = z.infer<typeof auditRecord>;
/** An audit action, e.g. `kya.approved`. */
export type AuditAction = AuditRecord["action"];
