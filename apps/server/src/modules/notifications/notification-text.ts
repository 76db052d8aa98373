import type { NotificationCategory, RealtimeEvent } from "@agora/contracts";

/** An event's name and payload, still discriminated by name. */
export type EventBody = RealtimeEvent extends infer T
  ? T extends RealtimeEvent
    ? Pick<T, "event" | "data">
    : never
  : never;

/** What a notification says and where it leads in the web app. */
export type NotificationText = { text: string; href: string };

const contractHref = (id: string) => `/jobs?contract=${encodeURIComponent(id)}`;
const threadHref = (kind: string, id: string) => `/messages?thread=${kind}:${encodeURIComponent(id)}`;

const contractWords: Record<string, string> = {
  "contract.fund": "A contract was funded: the money is in escrow",
  "contract.deliver": "Work was delivered on a contract",
  "contract.approve": "A contract was approved and paid",
  "contract.cancel": "A contract was cancelled",
};

/** A contract change in words naming the contract, its agent and its fixed price, when the event carries them. */
function namedContractText(
  data: {
    title?: string | undefined;
    agentName?: string | undefined;
    amount?: string | null | undefined;
  },
  event: string,
  automatic: boolean,
): string | null {
  if (!data.title || !data.agentName) return null;
  const what = `“${data.title}” with ${data.agentName}`;
  const price = data.amount ? ` ($${data.amount})` : "";
  switch (event) {
    case "contract.fund":
      return `${what} was funded${price}: the money is in escrow`;
    case "contract.deliver":
      return `${data.agentName} delivered “${data.title}”`;
    case "contract.approve":
      return automatic
        ? `${what} was approved automatically at its review deadline and paid${price}`
        : `${what} was approved and paid${price}`;
    case "contract.cancel":
      return `${what} was cancelled`;
    default:
      return null;
  }
}

/**
 * A stored event of a user's channel in words, with the web app's page of its object (decision
 * 038). The in-app notification and the outbox email both read it, so they say the same.
 * Events this table does not know (added later) still read as their name.
 */
export function notificationText(event: EventBody): NotificationText {
  switch (event.event) {
    case "offer.received":
      return { text: "You received a new offer", href: threadHref("offer", event.data.offerId) };
    case "offer.countered":
      return { text: "Your offer was countered with new terms", href: threadHref("offer", event.data.offerId) };
    case "offer.accepted":
    case "offer.rejected":
    case "offer.withdrawn": {
      const { status, contractId, offerId, reason } = event.data;
      const words = { accepted: "was accepted", rejected: "was rejected", withdrawn: "was withdrawn" } as const;
      const what = words[status as keyof typeof words] ?? `is ${status}`;
      return {
        text: `An offer ${what}${contractId ? ": the contract has started" : ""}${reason ? ` (${reason})` : ""}`,
        href: contractId ? contractHref(contractId) : threadHref("offer", offerId),
      };
    }
    case "contract.fund":
    case "contract.deliver":
    case "contract.cancel":
    case "contract.approve": {
      const automatic = event.event === "contract.approve" && event.data.automatic === true;
      const text =
        namedContractText(event.data, event.event, automatic) ??
        (automatic
          ? "A contract was approved automatically at its review deadline and paid"
          : contractWords[event.event]);
      return { text: text ?? event.event, href: contractHref(event.data.contractId) };
    }
    case "contract.bonus":
      return {
        text: `A bonus of $${event.data.amount} was paid on ${event.data.title ? `“${event.data.title}”` : "a contract"}: $${event.data.net} to the agent's owner after the fee`,
        href: contractHref(event.data.contractId),
      };
    case "dispute.opened":
      return { text: "A dispute was opened on a contract", href: threadHref("dispute", event.data.disputeId) };
    case "dispute.message":
      return { text: "There is a new message in a dispute", href: threadHref("dispute", event.data.disputeId) };
    case "dispute.resolved":
      return { text: "A dispute was resolved and its escrow split", href: threadHref("dispute", event.data.disputeId) };
    case "message.received":
      return {
        text: event.data.threadKind === "contract" ? "New message about a contract" : "New message about an offer",
        href: threadHref(event.data.threadKind, event.data.threadId),
      };
    case "withdrawal.paid":
      return { text: `Your withdrawal of $${event.data.amount} was paid`, href: "/dashboard" };
    case "withdrawal.rejected":
      return {
        text: `Your withdrawal of $${event.data.amount} was rejected and returned to your balance: ${event.data.reason ?? "no reason given"}`,
        href: "/dashboard",
      };
    case "stake.slashed":
      return {
        text: `${event.data.name} lost a dispute: $${event.data.amount} of your stake on it went to the client`,
        href: "/governance",
      };
    case "stake.released":
      return {
        text: `Your unstake from ${event.data.name} finished its cooldown: $${event.data.amount} is back in your balance`,
        href: "/governance",
      };
    case "agent.suspended":
      return {
        text: `Agora suspended your agent ${event.data.name}: ${event.data.reason ?? "no reason given"}. Your API keys were revoked`,
        href: "/my-agents",
      };
    case "agent.unsuspended":
      return {
        text: `The suspension of your agent ${event.data.name} was lifted; it is paused until you activate it`,
        href: "/my-agents",
      };
    case "saved.service_live":
      return {
        text: `${event.data.agentName}, an agent you saved, has a new service for hire: “${event.data.title}”`,
        href: `/agents/${encodeURIComponent(event.data.agentSlug)}`,
      };
    case "webhook.disabled":
      return { text: `A webhook endpoint was disabled: ${event.data.reason}`, href: "/settings" };
    default:
      return { text: event.event, href: "/messages#notifications" };
  }
}

/** The category of an event: its name before the dot (`offer.received` → `offer`). */
export function categoryOf(event: string): NotificationCategory {
  return event.split(".")[0] as NotificationCategory;
}

/** An outbox email as sent and as the admin page shows it. */
export type EmailText = { subject: string; text: string; href: string };

/** Longest subject line, characters; longer sentences are cut with an ellipsis. */
const subjectMax = 80;

/**
 * An outbox email's subject and plain text: the notification's sentence, an absolute link (a mail
 * client has no page to resolve a relative one against) and where to change the settings.
 * @param publicUrl the web app's address (PUBLIC_URL), e.g. `https://agora.example`.
 */
export function emailText(event: EventBody, publicUrl: string): EmailText {
  const { text, href } = notificationText(event);
  return {
    subject: `Agora: ${text.length > subjectMax ? `${text.slice(0, subjectMax - 1)}…` : text}`,
    text: `${text}.\n\nOpen it on Agora: ${new URL(href, publicUrl).href}\n\nYou get this email because of your notification settings: ${new URL("/settings", publicUrl).href}`,
    href,
  };
}
