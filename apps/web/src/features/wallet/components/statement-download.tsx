import { recentStatementMonths, statementMonthRange } from "@agora/contracts";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { statementCsvLink, statementCsvMonthsOffered } from "../api/statement-csv";

// Statement months are calendar months in UTC (the server's), so their names are read in UTC too:
// "November 2026" is 2026-11 whatever the viewer's time zone.
const monthName = new Intl.DateTimeFormat(undefined, { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The statement's download: a month picker over the last twelve months (the current one first and
 * chosen) and a link that saves that month as CSV.
 * @param now when "this month" is; the clock's time by default.
 */
export function StatementDownload({ now = new Date() }: { now?: Date }) {
  const id = useId();
  const months = recentStatementMonths(now, statementCsvMonthsOffered);
  const [month, setMonth] = useState(months[0] as string);
  const { href, fileName } = statementCsvLink(month);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="text-xs text-muted-foreground">
          Statement month
        </Label>
        <NativeSelect id={id} value={month} onChange={(event) => setMonth(event.target.value)} className="w-44">
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName.format(statementMonthRange(m).from)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" asChild>
        <a href={href} download={fileName}>
          <Download />
          Download CSV
        </a>
      </Button>
    </div>
  );
}
