import { statementCsvFilename } from "@agora/contracts";

/** How many months back the statement download offers, the current one included. */
export const statementCsvMonthsOffered = 12;

/**
 * `GET /api/v1/wallet/statement.csv?month=YYYY-MM`: a plain same-origin link, not a fetch, so the
 * browser saves the file itself with the session cookie (the API is same-origin, lib/api.ts) and
 * nothing of a large month is held in the page's memory.
 * @returns the link's address and the name the file is saved under.
 */
export function statementCsvLink(month: string): { href: string; fileName: string } {
  return {
    href: `/api/v1/wallet/statement.csv?${new URLSearchParams({ month })}`,
    fileName: statementCsvFilename(month),
  };
}
