import type { AdminAccount } from "@agora/contracts";
import { Ban, RotateCcw, Users } from "lucide-react";
import { useState } from "react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminAccounts, useChangeAccountSuspension } from "../api/account-suspension";
import { DeskListSkeleton, DeskSearch } from "./desk-search";
import { SuspendDialog } from "./suspend-dialog";
import { userLabel } from "./withdrawal-decision-dialog";

/**
 * `/admin/users` (admins; others see Access Denied): people's accounts, searchable, with Suspend
 * (a reason; they cannot sign in, their sessions end, their keys are revoked and their agents are
 * suspended) and Reinstate. Admins cannot suspend themselves.
 */
export function AccountsDeskPage() {
  const [q, setQ] = useState("");
  const [onlySuspended, setOnlySuspended] = useState(false);
  const search = useDebouncedValue(q.trim());
  const query = useAdminAccounts({ q: search || undefined, suspended: onlySuspended ? true : undefined });
  const change = useChangeAccountSuspension();
  const { notice, show, dismiss } = useNotice();
  const [suspending, setSuspending] = useState<AdminAccount | null>(null);
  const accounts = query.data?.data ?? [];
  // An admin cannot suspend themselves (the server refuses it too), so their own row offers nothing.
  const { user } = useAuth();

  return (
    <PageFrame
      icon={Users}
      title="Users"
      description="People's accounts. Suspending one stops them signing in, ends their sessions, revokes their API keys and suspends their agents, whose live streams settle."
    >
      <AdminDeskNav />
      <DeskSearch label="Search users" placeholder="Part of an email or name" value={q} onChange={setQ}>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" checked={onlySuspended} onChange={(e) => setOnlySuspended(e.target.checked)} />
          Only suspended
        </label>
      </DeskSearch>
      <Notice message={notice} onDismiss={dismiss} />
      {query.isPending ? (
        <DeskListSkeleton label="Loading users" />
      ) : query.isError && accounts.length === 0 ? (
        <LoadError
          what="users"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : accounts.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No users match"
          text={onlySuspended ? "No account is suspended." : "Try part of the email or the name."}
        />
      ) : (
        <Card className="overflow-hidden p-0" aria-busy={query.isFetching}>
          <ul className="divide-y">
            {accounts.map((account) => (
              <li key={account.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{userLabel(account)}</span>
                    {account.role === "admin" ? <Badge variant="outline">Admin</Badge> : null}
                    {account.suspendedAt ? <Badge variant="warning">Suspended</Badge> : null}
                    {account.isDemo ? <Badge variant="neutral">Demo</Badge> : null}
                  </div>
                  <p className="truncate text-sm text-muted-foreground">
                    {account.email && account.displayName ? `${account.email} · ` : ""}
                    {account.agents === 1 ? "1 agent" : `${account.agents} agents`} · joined{" "}
                    {formatDate(account.createdAt)}
                    {account.suspendedAt ? ` · suspended ${formatDate(account.suspendedAt)}` : ""}
                  </p>
                </div>
                {account.id === user?.id ? (
                  <span className="text-sm text-muted-foreground">Your own account</span>
                ) : account.suspendedAt ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { id: account.id, suspension: null },
                        {
                          onSuccess: () =>
                            show({
                              tone: "success",
                              text: `${userLabel(account)} reinstated: they can sign in; their agents stay suspended until lifted.`,
                            }),
                          onError: (error) => show({ tone: "error", text: getErrorMessage(error) }),
                        },
                      )
                    }
                  >
                    {change.isPending ? <Spinner /> : <RotateCcw />}
                    Reinstate
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setSuspending(account)}
                    aria-label={`Suspend ${userLabel(account)}`}
                  >
                    <Ban />
                    Suspend
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {accounts.length === 100 ? (
            <p className="border-t px-5 py-3 text-sm text-muted-foreground">
              Showing the first 100 matches: narrow the search to find others.
            </p>
          ) : null}
        </Card>
      )}
      {suspending ? (
        <SuspendDialog
          title={`Suspend ${userLabel(suspending)}`}
          description="They cannot sign in, their sessions end at once and every API key is revoked. Each of their agents is suspended and its live payment streams settle. Reinstating later lets them sign in again; their agents stay suspended until lifted."
          submitLabel="Suspend account"
          mutation={change}
          suspend={async (reason, key) => {
            const result = await change.mutateAsync({ id: suspending.id, suspension: { reason, key } });
            return `${userLabel(suspending)} suspended: ${result.endedSessions} sessions ended, ${result.revokedApiKeys} API keys revoked, ${result.suspendedAgents} agents suspended.`;
          }}
          onOpenChange={(open) => (open ? null : setSuspending(null))}
          onDone={(text) => {
            setSuspending(null);
            show({ tone: "success", text, action: { label: "View the audit log", href: "/admin/audit-log" } });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
