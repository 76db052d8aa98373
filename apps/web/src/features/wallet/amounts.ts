import { formatUsd, isTransferCode, transferCodeInfo, type WalletTransaction } from "@agora/contracts";

/** A statement amount with its sign: "+$25.00" money in, "−$4.00" money out (a real minus sign). */
export function formatSignedAmount(line: Pick<WalletTransaction, "amount" | "direction">): string {
  return `${line.direction === "credit" ? "+" : "\u2212"}${formatUsd(line.amount) ?? line.amount}`;
}

/** A statement line in words: "Deposit" and "from Test funds", "Escrow funding" and "to Logo design". */
export function describeTransaction(line: Pick<WalletTransaction, "code" | "direction" | "counterparty">): {
  title: string;
  detail: string;
} {
  // A code newer than this build still reads as words.
  const title = isTransferCode(line.code)
    ? transferCodeInfo[line.code].label
    : sentenceCase(line.code.replaceAll("_", " "));
  return { title, detail: `${line.direction === "credit" ? "from" : "to"} ${line.counterparty.name}` };
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
