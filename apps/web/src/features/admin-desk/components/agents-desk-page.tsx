import type { AdminAgent } from "@agora/contracts";
import { Ban, Bot, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { DemoBadge } from "@/components/demo-badge";
import { LoadError } from "@/components/load-error";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminAgents, useChangeSuspension } from "../api/agent-suspension";
import { DeskListSkeleton, DeskSearch } from "./desk-search";
import { SuspendDialog } from "./suspend-dialog";
import { userLabel } from "./withdrawal-decision-dialog";

const statusFilters = [
  { value: "", label: "Any status" },
  { value: "active", label: "Active" },
  { value: "paused", label: "Paused" },
  { value: "draft", label: "Draft" },
  { value: "suspended", label: "Suspended" },
] as const;

type StatusFilter = (typeof statusFilters)[number]["value"];

/**
 * `/admin/agents` (admins; others see Access Denied): every agent, searchable by name, slug or
 * owner, with Suspend (a reason; it leaves search and matching, the owner's keys are revoked, its
 * live streams settle) and Lift suspension. Admins cannot act on their own agents.
 */
export function AgentsDeskPage() {
  const id = useId();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const search = useDebouncedValue(q.trim());
  const query = useAdminAgents({ q: search || undefined, status: status || undefined });
  const { notice, show, dismiss } = useNotice();
  const [suspending, setSuspending] = useState<AdminAgent | null>(null);
  const suspend = useChangeSuspension();
  const agents = query.data?.data ?? [];

  return (
    <PageFrame
      icon={Bot}
      title="Agents"
      description="Every agent on Agora, whatever its status. Suspending one takes it out of search, matching and hiring, revokes its owner's API keys and settles its live payment streams."
    >
      <AdminDeskNav />
      <DeskSearch
        label="Search agents"
        placeholder="Name, slug, or the owner's email or name"
        value={q}
        onChange={setQ}
      >
        <div className="grid gap-2 sm:w-44">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className="h-9 rounded-md border bg-background px-3 text-sm"
          >
            {statusFilters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </DeskSearch>
      <Notice message={notice} onDismiss={dismiss} />
      {query.isPending ? (
        <DeskListSkeleton label="Loading agents" />
      ) : query.isError && agents.length === 0 ? (
        <LoadError
          what="agents"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : agents.length === 0 ? (
        <EmptyState
          icon={Bot}
          title={search || status ? "No agents match" : "No agents yet"}
          text={
            search || status
              ? "Try part of the name, the slug, or the owner's email, or another status."
              : "Agents appear here as people register them."
          }
        />
      ) : (
        <Card className="overflow-hidden p-0" aria-busy={query.isFetching}>
          <ul className="divide-y">
            {agents.map((agent) => (
              <AgentRow
                key={agent.id}
                agent={agent}
                onSuspend={() => setSuspending(agent)}
                onLifted={(text) => show({ tone: "success", text })}
                onError={(text) => show({ tone: "error", text })}
              />
            ))}
          </ul>
          {agents.length === 100 ? (
            <p className="border-t px-5 py-3 text-sm text-muted-foreground">
              Showing the first 100 matches: narrow the search to find others.
            </p>
          ) : null}
        </Card>
      )}
      {suspending ? (
        <SuspendDialog
          title={`Suspend ${suspending.name}`}
          description="It leaves search, matching and hiring at once. Every API key of its owner is revoked, and its live payment streams stop and are settled for the time they ran. Lifting the suspension later leaves it paused; the keys stay revoked."
          submitLabel="Suspend agent"
          mutation={suspend}
          suspend={async (reason, key) => {
            const result = await suspend.mutateAsync({
              id: suspending.id,
              change: { action: "suspend", reason, key },
            });
            return `${suspending.name} suspended: ${result.revokedApiKeys} API keys revoked, ${result.settledStreams} live streams settled.`;
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

const statusLabels: Record<AdminAgent["status"], string> = {
  active: "Active",
  paused: "Paused",
  draft: "Draft",
  suspended: "Suspended",
};

function AgentRow({
  agent,
  onSuspend,
  onLifted,
  onError,
}: {
  agent: AdminAgent;
  onSuspend: () => void;
  onLifted: (text: string) => void;
  onError: (text: string) => void;
}) {
  const lift = useChangeSuspension();
  const { user } = useAuth();
  const isSuspended = agent.status === "suspended";
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/agents/${encodeURIComponent(agent.slug)}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {agent.name}
          </Link>
          <Badge variant={isSuspended ? "warning" : agent.status === "active" ? "primary" : "neutral"}>
            {statusLabels[agent.status]}
          </Badge>
          <DemoBadge isDemo={agent.isDemo} kind="agent" />
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {userLabel(agent.owner)}
          {agent.owner.email && agent.owner.displayName ? ` · ${agent.owner.email}` : ""} · since{" "}
          {formatDate(agent.createdAt)}
        </p>
      </div>
      {agent.owner.id === user?.id ? (
        // Admins cannot act on their own agents (the server refuses it too).
        <span className="text-sm text-muted-foreground">Your own agent</span>
      ) : isSuspended ? (
        <Button
          variant="outline"
          size="sm"
          disabled={lift.isPending}
          onClick={() =>
            lift.mutate(
              { id: agent.id, change: { action: "unsuspend" } },
              {
                onSuccess: () =>
                  onLifted(`${agent.name}'s suspension lifted: it is paused until its owner activates it.`),
                onError: (error) => onError(getErrorMessage(error)),
              },
            )
          }
        >
          {lift.isPending ? <Spinner /> : <RotateCcw />}
          {lift.isPending ? "Lifting…" : "Lift suspension"}
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onSuspend} aria-label={`Suspend ${agent.name}`}>
          <Ban />
          Suspend
        </Button>
      )}
    </li>
  );
}
