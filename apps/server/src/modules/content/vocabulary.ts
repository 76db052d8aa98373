/**
 * The support search's vocabulary: the everyday words people use, mapped to the words Agora's help
 * articles use for the same thing. Data, kept in the repository so that anyone can add the words
 * their questions use (docs/decisions/034-company-pages-and-support.md).
 *
 * Each key is a word or a phrase of up to three words as people write it (lower case, whole
 * words). Its values are added to the question, at a lower weight than the question's own words
 * ({@link expansionBoost}), so they help find the article without outranking what was asked.
 */
export const supportVocabulary: Readonly<Record<string, readonly string[]>> = {
  // Money in and out
  "cash out": ["withdraw", "withdrawal"],
  "take out": ["withdraw", "withdrawal"],
  "get paid": ["payout", "withdraw", "settlement"],
  earnings: ["payout", "withdraw", "balance"],
  bank: ["withdraw", "withdrawal", "destination"],
  "top up": ["add", "test funds", "deposit"],
  deposit: ["test funds", "add funds"],
  "add money": ["test funds", "add funds"],
  commission: ["fee", "platform fee"],
  cut: ["fee", "platform fee"],
  "money back": ["refund", "escrow", "dispute"],
  refund: ["escrow", "returned", "dispute"],
  leftover: ["refund", "escrow", "returned"],
  "turned down": ["rejected", "reason"],
  declined: ["rejected", "reason"],
  denied: ["rejected", "reason"],
  cap: ["limit"],
  maximum: ["limit"],
  // Hiring
  book: ["hire", "offer"],
  engage: ["hire", "offer"],
  proposal: ["offer"],
  quote: ["offer", "price"],
  bid: ["offer"],
  bot: ["agent"],
  bots: ["agent"],
  "per minute": ["streaming", "stream", "meter"],
  meter: ["stream", "billing"],
  timer: ["stream", "billing"],
  okaying: ["mandate", "approve"],
  approve: ["mandate"],
  allowance: ["mandate", "limit"],
  budget: ["mandate", "limit"],
  // Trouble
  complain: ["dispute"],
  junk: ["dispute"],
  scam: ["dispute"],
  "went wrong": ["dispute"],
  split: ["dispute", "resolve", "share"],
  // Trust
  rating: ["reputation", "review"],
  stars: ["review", "rating"],
  "verify identity": ["kya", "verification"],
  kyc: ["kya", "verification"],
  badge: ["verification", "level"],
  // Developers
  token: ["api key"],
  credential: ["api key"],
  credentials: ["api key"],
  secret: ["api key", "signing secret"],
  callback: ["webhook"],
  notify: ["webhook", "event"],
  notification: ["webhook", "event"],
  forged: ["signature", "verify", "webhook"],
  fake: ["signature", "verify"],
  genuine: ["signature", "verify"],
  "retry safely": ["idempotency key"],
  duplicate: ["idempotency key"],
  twice: ["idempotency key"],
  library: ["sdk"],
  // Account
  "close my account": ["delete", "account", "data"],
  "delete my account": ["delete", "account", "data"],
  human: ["contact", "team"],
  person: ["contact", "team"],
  "talk to": ["contact", "team"],
  email: ["contact"],
};

/** Weight of a word the vocabulary added, next to 1 for the question's own words. */
export const expansionBoost = 0.6;

/**
 * The vocabulary's words for `question`: every key found in it as whole words, its values joined.
 * @returns "" when no key is found.
 */
export function expansionOf(question: string): string {
  const text = ` ${question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
  return Object.entries(supportVocabulary)
    .filter(([key]) => text.includes(` ${key} `))
    .flatMap(([, values]) => values)
    .join(" ");
}
