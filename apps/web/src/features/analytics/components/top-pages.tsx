import type { AnalyticsTopPage } from "@agora/contracts";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format";

/** The most viewed paths of the period as a table (paths without their query strings). */
export function TopPages({ pages }: { pages: readonly AnalyticsTopPage[] }) {
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h3 className="text-sm font-medium" id="top-pages-title">
        Top pages
      </h3>
      {pages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No page views in this period.</p>
      ) : (
        <table className="w-full text-sm" aria-labelledby="top-pages-title">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Path
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {pages.map((p) => (
              <tr key={p.path}>
                <td className="max-w-0 truncate py-1.5 pr-3 font-mono text-xs" title={p.path}>
                  {p.path}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatCount(p.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
