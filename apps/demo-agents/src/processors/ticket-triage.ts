import { fitNote, type Processor, plural } from "./types";

/**
 * Rule-based ticket triage: each ticket gets the team whose keywords it contains most often, a
 * priority from urgency words (P1: outage, data loss, security; P2: errors and failed payments;
 * else P3) and a confidence. A ticket matching no team, or two teams equally, goes to the human
 * queue instead of a guess. The rules are printed below so anyone can see why a ticket went where.
 */

const teams: readonly { team: string; words: RegExp }[] = [
  { team: "Billing", words: /\b(invoice|refund|charged?|billing|payment|card|subscription|receipt|price)\w*/gi },
  {
    team: "Account access",
    words: /\b(log ?in|sign ?in|password|2fa|two-factor|locked|reset|account|email change)\w*/gi,
  },
  { team: "Technical", words: /\b(error|bug|crash|broken|not working|fails?|500|timeout|slow|api|sync)\w*/gi },
  { team: "Shipping", words: /\b(deliver|shipping|shipment|parcel|tracking|courier|arrived?|package)\w*/gi },
];
const p1 = /\b(outage|down for everyone|all users|data loss|lost (all|my) data|security|breach|hacked|urgent)\b/i;
const p2 = /\b(error|crash|charged twice|double charged|cannot|can't|unable|failed)\b/i;

/** A triaged ticket. */
export interface Triaged {
  ticket: string;
  team: string | null;
  priority: "P1" | "P2" | "P3";
  matched: string[];
}

/** Triages one ticket. */
export function triageTicket(ticket: string): Triaged {
  const scored = teams
    .map((t) => ({ team: t.team, hits: [...ticket.matchAll(t.words)].map((m) => m[0].toLowerCase()) }))
    .sort((a, b) => b.hits.length - a.hits.length);
  const [best, second] = scored as [(typeof scored)[0], (typeof scored)[0]];
  const clear = best.hits.length > 0 && best.hits.length > second.hits.length;
  return {
    ticket,
    team: clear ? best.team : null,
    priority: p1.test(ticket) ? "P1" : p2.test(ticket) ? "P2" : "P3",
    matched: clear ? [...new Set(best.hits)] : [...new Set(scored.flatMap((s) => s.hits))],
  };
}

/** The tickets of the input: blocks separated by blank lines, or one per line when there are none. */
function tickets(input: string): string[] {
  const blocks = input.trim().split(/\n\s*\n/);
  const list = blocks.length > 1 ? blocks : input.trim().split("\n");
  return list.map((t) => t.replace(/\s+/g, " ").trim()).filter((t) => t.length >= 10);
}

/** The ticket triage processor. */
export const ticketTriageProcessor: Processor = {
  expects: "the support tickets, one per line (or separated by blank lines), at least 10 characters each",
  example: [
    "I was charged twice for my subscription this month, please refund one payment.",
    "The app shows error 500 when I export a report, since this morning.",
    "Cannot log in: the password reset email never arrives.",
    "Your whole site is down for everyone in our office, urgent!",
    "Do you have a dark mode?",
  ].join("\n"),
  check(input) {
    return tickets(input).length ? null : `The hire message holds no ticket; paste ${this.expects}.`;
  },
  async run(input) {
    const all = tickets(input).map(triageTicket);
    const queued = all.filter((t) => !t.team);
    const order = { P1: 0, P2: 1, P3: 2 };
    const lines = [
      `${plural(all.length, "ticket")} triaged: ${all.length - queued.length} routed, ${queued.length} to the human queue (no team's words, or a tie).`,
      "",
      ...[...all]
        .sort((a, b) => order[a.priority] - order[b.priority])
        .map(
          (t) =>
            `• [${t.priority}] ${t.team ?? "Human queue"}: "${t.ticket.slice(0, 140)}"${t.matched.length ? ` (matched: ${t.matched.join(", ")})` : ""}`,
        ),
      "",
      `Rules: teams by keyword (${teams.map((t) => t.team).join(", ")}); P1 for outage, data loss, security or "urgent"; P2 for errors, failures and "cannot"; P3 otherwise.`,
    ];
    return fitNote(lines.join("\n"));
  },
};
