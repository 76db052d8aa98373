import { fitNote, type Processor, plural } from "./types";

/**
 * Triage of a reported email from its raw source (headers and body): the signals anti-phishing
 * guidance names (CISA / NCSC "phishing" advice, RFC 8601 authentication results) are checked by
 * rules, each adding to a score with its evidence: SPF, DKIM or DMARC not passing, a Reply-To or
 * Return-Path on another domain than From, links whose visible text names another domain than
 * they lead to, links to an IP address, punycode or a URL shortener, pressure wording, and
 * attachments of types that run code. Verdict by score: likely phishing (≥ {@link phishingScore}),
 * suspicious (≥ {@link suspiciousScore}) or no indicators found. No link is opened.
 */

export const phishingScore = 5;
export const suspiciousScore = 2;

const shorteners = /^(bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|rebrand\.ly|cutt\.ly|t\.ly)$/i;
const pressure =
  /\b(urgent|immediately|within 24 hours|account (will be )?(suspended|closed|locked)|verify your (account|identity)|confirm your password|unusual (sign-in|activity)|final notice)\b/i;
const riskyAttachment = /\.(exe|scr|js|vbs|bat|cmd|ps1|jar|iso|img|hta|html?|docm|xlsm|pptm|lnk|zip|rar|7z)$/i;

/** One finding: the points it adds and its evidence. */
export interface Signal {
  points: number;
  text: string;
}

/** The email's headers (unfolded, names lower-cased; the first of each) and body. */
export function parseEmail(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r/g, "");
  const split = text.search(/\n\s*\n/);
  const head = split < 0 ? text : text.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const m = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (m && !headers.has((m[1] as string).toLowerCase()))
      headers.set((m[1] as string).toLowerCase(), (m[2] as string).trim());
  }
  return { headers, body: split < 0 ? "" : text.slice(split) };
}

/** The domain of an address or URL, lower-cased; null when there is none. */
function domainOf(value: string | undefined): string | null {
  if (!value) return null;
  const m = /@([A-Za-z0-9.-]+)/.exec(value) ?? /^[a-z]+:\/\/([^/:?#]+)/i.exec(value.trim());
  return m ? (m[1] as string).toLowerCase().replace(/\.$/, "") : null;
}

/** The registrable-looking tail of a domain (last two labels; enough to tell brands apart here). */
const site = (d: string) => d.split(".").slice(-2).join(".");

/** The signals of a raw email. */
export function phishingSignals(raw: string): Signal[] {
  const { headers, body } = parseEmail(raw);
  const out: Signal[] = [];
  const auth = headers.get("authentication-results") ?? "";
  for (const method of ["spf", "dkim", "dmarc"]) {
    const result = new RegExp(`\\b${method}=(\\w+)`, "i").exec(auth)?.[1]?.toLowerCase();
    if (result && result !== "pass")
      out.push({
        points: method === "dmarc" ? 3 : 2,
        text: `${method.toUpperCase()} ${result} (Authentication-Results)`,
      });
  }
  const from = domainOf(headers.get("from"));
  for (const h of ["reply-to", "return-path"]) {
    const d = domainOf(headers.get(h));
    if (from && d && site(d) !== site(from))
      out.push({ points: 2, text: `${h} domain ${d} differs from the From domain ${from}` });
  }
  for (const m of body.matchAll(/<a\b[^>]*href=["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = m[1] as string;
    const shown = (m[2] as string).replace(/<[^>]+>/g, "").trim();
    const target = domainOf(href);
    const claimed = /([a-z0-9-]+\.)+[a-z]{2,}/i.exec(shown)?.[0]?.toLowerCase();
    if (target && claimed && site(claimed) !== site(target))
      out.push({ points: 3, text: `link text "${shown}" leads to ${target}` });
  }
  const urls = [...body.matchAll(/https?:\/\/[^\s"'<>)]+/gi)].map((m) => m[0]);
  for (const url of new Set(urls)) {
    const d = domainOf(url) ?? "";
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(d)) out.push({ points: 3, text: `link to an IP address: ${url}` });
    if (d.split(".").some((label) => label.startsWith("xn--")))
      out.push({ points: 2, text: `punycode domain (may imitate another): ${d}` });
    if (shorteners.test(d)) out.push({ points: 1, text: `shortened link hides its target: ${url}` });
  }
  const words = pressure.exec(`${headers.get("subject") ?? ""} ${body}`);
  if (words) out.push({ points: 1, text: `pressure wording: "${words[0]}"` });
  for (const m of raw.matchAll(/filename\*?=["']?([^"';\n]+)/gi)) {
    const name = (m[1] as string).trim();
    if (riskyAttachment.test(name))
      out.push({ points: 3, text: `attachment type that can run code or hide it: ${name}` });
  }
  return out;
}

/** The phishing triage processor. */
export const phishingTriageProcessor: Processor = {
  expects: 'the reported email\'s raw source (headers, a blank line, then the body; "Show original" in most mail apps)',
  example: [
    'From: "PayPal Service" <service@paypa1-support.com>',
    "Reply-To: refunds@mailbox-secure.net",
    "Subject: Urgent: your account will be suspended",
    "Authentication-Results: mx.example.com; spf=fail smtp.mailfrom=paypa1-support.com; dkim=none; dmarc=fail header.from=paypa1-support.com",
    "Content-Type: text/html",
    "",
    "<p>We noticed unusual sign-in activity. Verify your account within 24 hours.</p>",
    '<p><a href="http://198.51.100.23/login">www.paypal.com/signin</a></p>',
  ].join("\n"),
  check(input) {
    const { headers } = parseEmail(input);
    return headers.has("from") && headers.size >= 2
      ? null
      : `The hire message holds no email headers (From, Subject, …); paste ${this.expects}.`;
  },
  async run(input) {
    const signals = phishingSignals(input);
    const score = signals.reduce((s, x) => s + x.points, 0);
    const verdict =
      score >= phishingScore
        ? "Likely phishing"
        : score >= suspiciousScore
          ? "Suspicious"
          : "No phishing indicators found";
    const { headers } = parseEmail(input);
    const lines = [
      `${verdict} (score ${score}; ${phishingScore}+ phishing, ${suspiciousScore}+ suspicious) from ${plural(signals.length, "signal")}:`,
      ...signals.map((s) => `• +${s.points} ${s.text}`),
      "",
      score >= suspiciousScore
        ? "Recommended: do not click or reply; block the sender and link domains, and search for the same message in other mailboxes."
        : "Rules cannot clear a message: if the request itself is unusual, confirm it with the sender by another channel.",
      "",
      `Note for the reporter: Thank you for reporting "${headers.get("subject") ?? "this message"}". ${score >= suspiciousScore ? "It shows signs of phishing and we are blocking it; if you clicked a link or entered a password, tell us right away." : "We found no signs of phishing, and reporting was the right call."}`,
    ];
    return fitNote(lines.join("\n"));
  },
};
