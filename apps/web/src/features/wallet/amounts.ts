import { formatUsd, type WalletTransaction } from "@agora/contracts";

/** A statement amount with its sign: "+$25.00" money in, "−$4.00" money out (a real minus sign). */
export function formatSignedAmount(line: Pick<WalletTransaction, "amount" | "direction">): string {
  return `${line.direction === "credit" ? "+" : "\u2212"}${formatUsd(line.amount) ?? line.amount}`;
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
