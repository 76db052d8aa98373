import {
  formatMicros,
  isTransferCode,
  statementCsvColumns,
  statementCsvLinesMax,
  statementMonthRange,
  transferCodeInfo,
} from "@agora/contracts";
import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { accountId, type PeriodStatementLine, statementLinesBetween, userAccount } from "../ledger";
import { type CounterpartyNames, counterpartyName, counterpartyNamesOf } from "./wallet.service";

/** Lines read from the ledger per query while a statement CSV is built. */
const statementCsvBatchLines = 1000;

/** The columns holding amounts: written by this file from bigints, so never a formula. */
const amountColumns = new Set<string>(["gross", "fee", "net", "balance"]);

/** One CSV line: every column of {@link statementCsvColumns} as text. */
type CsvLine = Record<(typeof statementCsvColumns)[number], string>;

/** µUSD as signed decimal dollars: `-12500000n` → `"-12.50"`, exact (contracts' `formatMicros`). */
function signedDollars(micros: bigint): string {
  return micros < 0n ? `-${formatMicros(-micros)}` : formatMicros(micros);
}

/**
 * Gross, fee and net of a line, µUSD, signed from the user's side (decision 070): `net` is the
 * change of the available balance and `gross + fee = net`. A payout or bonus shows the fee the
 * platform kept from it; a `fee` leg the user paid is all fee.
 */
export function lineAmounts(line: PeriodStatementLine): { gross: bigint; fee: bigint; net: bigint } {
  const net = line.incoming ? line.amountMicros : -line.amountMicros;
  if (line.code === "fee") return { gross: 0n, fee: net, net };
  return { gross: net + line.feeWithheldMicros, fee: -line.feeWithheldMicros, net };
}

/** The other side in a few words: the platform is "Agora", a stake position its agent's name. */
function counterpartyOf(line: PeriodStatementLine, names: CounterpartyNames): string {
  const { ownerType, ownerId } = line.counterparty;
  if (ownerType === "platform" || ownerType === "stake_pool") return "Agora";
  if (ownerType === "stake" || ownerType === "unstake") return names.stakes.get(ownerId)?.agentName ?? "Agent";
  return counterpartyName(line, names);
}

function csvLine(line: PeriodStatementLine, names: CounterpartyNames): CsvLine {
  const { gross, fee, net } = lineAmounts(line);
  // The words of the web statement's line ("Escrow funding to Logo design"); a code newer than
  // this build still reads as itself.
  const label = isTransferCode(line.code) ? transferCodeInfo[line.code].label : line.code;
  return {
    date: line.createdAt.toISOString(),
    transfer_id: String(line.id),
    code: line.code,
    description: `${label} ${line.incoming ? "from" : "to"} ${counterpartyName(line, names)}`,
    counterparty: counterpartyOf(line, names),
    gross: signedDollars(gross),
    fee: signedDollars(fee),
    net: signedDollars(net),
    balance: signedDollars(line.balanceAfterMicros),
  };
}

/**
 * The user's statement of calendar month `month` (`YYYY-MM`, UTC) as CSV (RFC 4180, CRLF line
 * ends, a header line of {@link statementCsvColumns}): every transfer of the month into or out of
 * their available balance, oldest first, with the balance after each. Quoting is csv-stringify's;
 * a text cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or
 * carriage return) gets a leading apostrophe (OWASP "CSV Injection"); amounts keep their minus sign.
 * @throws AppError('limit_reached') when the month has more than {@link statementCsvLinesMax} lines.
 */
export async function statementCsv(db: Db, userId: string, month: string): Promise<string> {
  const { from, to } = statementMonthRange(month);
  const account = await accountId(db, userAccount(userId));
  const lines: CsvLine[] = [];
  let after: bigint | undefined;
  for (;;) {
    const batch = await statementLinesBetween(db, account, {
      from,
      to,
      ...(after === undefined ? {} : { after }),
      limit: statementCsvBatchLines,
    });
    if (lines.length + batch.length > statementCsvLinesMax) {
      throw new AppError(
        "limit_reached",
        `A statement file holds at most ${statementCsvLinesMax} lines; ${month} has more. Use GET /api/v1/wallet/transactions.`,
      );
    }
    const names = await counterpartyNamesOf(db, batch);
    for (const line of batch) lines.push(csvLine(line, names));
    const last = batch[batch.length - 1];
    if (!last || batch.length < statementCsvBatchLines) break;
    after = last.id;
  }
  return stringify(lines, {
    header: true,
    columns: [...statementCsvColumns],
    record_delimiter: "windows",
    escape_formulas: true,
    cast: {
      // Amounts are ours and may start with a minus sign, which the guard would turn into text.
      string: (value, context) =>
        typeof context.column === "string" && amountColumns.has(context.column)
          ? { value, escape_formulas: false }
          : value,
    },
  });
}
