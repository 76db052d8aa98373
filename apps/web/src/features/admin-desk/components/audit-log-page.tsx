import type { AdminAction } from "@agora/contracts";
import { ScrollText } from "lucide-react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useAuditLog } from "../api/audit-log";

/** Each kind of admin action in words, for its badge. */
const actionLabels: Record<AdminAction["action"], string> = {
  credit: "Credit",
  withdrawal_paid: "Withdrawal paid",
  withdrawal_rejected: "Withdrawal rejected",
  dispute_resolved: "Dispute resolved",
  verification_approved: "KYA approved",
  verification_rejected: "KYA rejected",
  agent_suspended: "Agent suspended",
  agent_unsuspended: "Suspension lifted",
  user_suspended: "Account suspended",
  user_unsuspended: "Account reinstated",
};

/**
 * `/admin/audit-log` (admins; others see Access Denied): every admin action, newest first: who,
 * what and when. Entries are written with the action and never change.
 */
export function AuditLogPage() {
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <PageFrame
      icon={ScrollText}
      title="Audit log"
      description="Every credit, withdrawal decision, dispute resolution and verification decision an admin made, newest first. Entries are written with the action and never change."
    >
      <AdminDeskNav />
      {query.isPending ? (
        <Card className="divide-y overflow-hidden p-0" role="status" aria-label="Loading the audit log">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="grid gap-2 px-5 py-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3.5 w-80 max-w-full" />
            </div>
          ))}
        </Card>
      ) : query.isError && entries.length === 0 ? (
        <LoadError
          what="the audit log"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          title="No admin actions yet"
          text="Credits, withdrawal decisions, dispute resolutions and verification decisions are listed here as admins make them."
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ol className="divide-y">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1.5 px-5 py-4">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge variant="outline">{actionLabels[entry.action]}</Badge>
                  <span className="text-sm font-medium">
                    {entry.admin.displayName ?? entry.admin.email ?? entry.admin.id}
                  </span>
                  <time
                    dateTime={entry.createdAt}
                    className="ml-auto text-xs whitespace-nowrap text-muted-foreground tabular-nums"
                  >
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <p className="text-sm break-words text-foreground/90">{entry.summary}</p>
              </li>
            ))}
          </ol>
          <LoadMoreFooter query={query} what="entries" />
        </Card>
      )}
    </PageFrame>
  );
}
