import { formatUsd, parseMicros, type WalletTransaction } from "@agora/contracts";

/** A statement amount with its sign: "+$25.00" money in, "−$4.00" money out (a real minus sign). */
export function formatSignedAmount(line: Pick<WalletTransaction, "amount" | "direction">): string {
  return `${line.direction === "credit" ? "+" : "\u2212"}${formatUsd(line.amount) ?? line.amount}`;
}

/**
 * Why `amount` (already normalized) cannot be sent, in words for the form; null when it can.
 * The contract's `money` schema checks the shape; this adds what only the server checks.
 */
export function amountProblem(amount: string, { maxMicros }: { maxMicros?: bigint } = {}): string | null {
  if (amount === "") return "Enter an amount.";
  const micros = parseMicros(amount);
  if (micros === null) return "Enter dollars, e.g. 25 or 25.50 (at most 6 decimals).";
  if (micros === 0n) return "Enter an amount above $0.";
  if (maxMicros !== undefined && micros > maxMicros) return `Enter at most ${formatUsd(maxMicros)}.`;
  return null;
}

/** Each statement code in words; the counterparty's name follows it. */
const codeLabels: Record<string, string> = {
  deposit: "Deposit",
  admin_credit: "Credit",
  escrow_fund: "Escrow funding",
  payout: "Payout",
  fee: "Fee",
  refund: "Refund",
  withdrawal: "Withdrawal",
  withdrawal_return: "Withdrawal returned",
};

/** A statement line in words: "Deposit" and "from Test funds", "Escrow funding" and "to Logo design". */
export function describeTransaction(line: Pick<WalletTransaction, "code" | "direction" | "counterparty">): {
  title: string;
  detail: string;
} {
  const title = codeLabels[line.code] ?? sentenceCase(line.code.replaceAll("_", " "));
  return { title, detail: `${line.direction === "credit" ? "from" : "to"} ${line.counterparty.name}` };
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
