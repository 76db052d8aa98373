import type { AgentVerification, KyaReviewDetail, KyaReviewItem } from "@agora/contracts";
import { ArrowLeft, Check, CircleAlert, ExternalLink, History, RotateCw, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { TrustBadges } from "@/components/agent-badges";
import { AuditTable } from "@/components/audit-trail";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage } from "@/lib/api";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useLatestPresent } from "@/lib/use-latest-present";
import type { KyaDecision } from "../api/decide-kya-request";
import { useKyaRequest } from "../api/get-kya-request";
import { LevelMeter } from "./agent-ladder";
import { KyaDecisionDialog } from "./kya-decision-dialog";
import { RequestStatusPill, StatusPill, type StepState } from "./status-pill";

/**
 * One KYA request: the operator's submission, the agent's whole ladder and its audit trail, and
 * for an admin, while it is pending, Approve and Reject (each with a reason in a dialog).
 */
export function KyaRequestDetail({
  id,
  isAdmin,
  backHref,
  notify,
}: {
  id: string;
  isAdmin: boolean;
  backHref: string;
  notify: ShowNotice;
}) {
  const query = useKyaRequest(id);
  const [deciding, setDeciding] = useState<KyaDecision | null>(null);
  const shownDecision = useLatestPresent(deciding);

  const back = (
    <Link
      href={backHref}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {isAdmin ? "Back to the queue" : "Back to your requests"}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <div role="status" aria-label="Loading the request" className="grid gap-4">
          <Skeleton className="h-32 w-full rounded-xl" />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Skeleton className="h-56 w-full rounded-xl" />
            <Skeleton className="h-56 w-full rounded-xl" />
          </div>
        </div>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <div className="grid gap-4">
        {back}
        <Card className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center" role="alert">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive-soft text-destructive">
            <CircleAlert className="size-4" aria-hidden="true" />
          </div>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="font-medium">{isMissing ? "This request isn't available" : "Couldn't load the request"}</p>
            <p className="text-sm text-muted-foreground">
              {isMissing ? "It may not exist, or it belongs to someone else's agent." : getErrorMessage(query.error)}
            </p>
          </div>
          {isMissing ? null : (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? <Spinner /> : <RotateCw />}
              {query.isFetching ? "Retrying…" : "Try again"}
            </Button>
          )}
        </Card>
      </div>
    );
  }

  const item = query.data;
  const canDecide = isAdmin && item.status === "pending";
  return (
    <div className="grid gap-6">
      {back}
      <RequestHeader
        item={item}
        actions={
          canDecide ? (
            <div className="flex gap-2">
              <Button variant="destructive-outline" onClick={() => setDeciding("reject")}>
                <X />
                Reject
              </Button>
              <Button onClick={() => setDeciding("approve")}>
                <Check />
                Approve
              </Button>
            </div>
          ) : null
        }
      />
      {item.status !== "pending" ? <DecisionNote item={item} /> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="font-semibold">Submission</h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            <Fact term="Legal name">{item.submission.legalName}</Fact>
            <Fact term="Jurisdiction">{item.submission.jurisdiction}</Fact>
            <Fact term="Model provider">{item.submission.modelProvider}</Fact>
            <Fact term="Data policy">
              <a
                href={item.submission.dataPolicyUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-1 rounded break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {item.submission.dataPolicyUrl}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Fact>
            <Fact term="Contact email">
              <a
                href={`mailto:${item.submission.contactEmail}`}
                className="rounded break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {item.submission.contactEmail}
              </a>
            </Fact>
            <Fact term="Owner">
              {item.ownerName}
              {item.ownerEmail ? <span className="text-muted-foreground"> · {item.ownerEmail}</span> : null}
            </Fact>
          </dl>
        </Card>
        <LadderSummary verification={item.agentVerification} />
      </div>

      <Card className="overflow-hidden">
        <div className="flex items-center gap-2 px-5 pt-5 pb-3 sm:px-6">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 className="font-semibold">Audit trail</h2>
        </div>
        {item.audit.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-muted-foreground sm:px-6">Nothing recorded for this agent yet.</p>
        ) : (
          <AuditTable entries={item.audit} showAgent={false} caption={`Audit trail of ${item.agentName}`} />
        )}
      </Card>

      {shownDecision ? (
        <KyaDecisionDialog
          key={shownDecision}
          item={item}
          decision={shownDecision}
          open={deciding !== null}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          onDecided={(decided) => {
            setDeciding(null);
            notify({
              tone: "success",
              text:
                decided.status === "approved"
                  ? `Approved: ${decided.agentName} is now KYA Verified`
                  : `Rejected: ${decided.ownerName} can see your reason`,
            });
          }}
        />
      ) : null}
    </div>
  );
}

function RequestHeader({ item, actions }: { item: KyaReviewDetail; actions: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-start">
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-xl font-semibold tracking-tight">
            <Link
              href={`/agents/${encodeURIComponent(item.agentSlug)}`}
              className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {item.agentName}
            </Link>
          </h2>
          <RequestStatusPill status={item.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          Operator review requested by <span className="font-medium text-foreground">{item.ownerName}</span>{" "}
          <time dateTime={item.submittedAt} title={formatDateTime(item.submittedAt)}>
            {formatRelative(item.submittedAt)}
          </time>
        </p>
        <TrustBadges badges={item.agentVerification.badges} variant="full" className="mt-1" />
      </div>
      <div className="flex flex-col gap-4 md:items-end">
        <LevelMeter level={item.agentVerification.level} />
        {actions}
      </div>
    </Card>
  );
}

function DecisionNote({ item }: { item: KyaReviewItem }) {
  const isApproved = item.status === "approved";
  return (
    <div
      className={
        isApproved
          ? "flex gap-3 rounded-xl border bg-success/8 px-5 py-4 text-sm"
          : "flex gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-5 py-4 text-sm"
      }
    >
      {isApproved ? (
        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      ) : (
        <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      )}
      <div className="grid gap-1">
        <p className="font-medium">
          {isApproved ? "Approved" : "Rejected"}
          {item.decidedBy ? ` by ${item.decidedBy}` : ""}
          {item.decidedAt ? (
            <>
              {" "}
              <time dateTime={item.decidedAt} title={formatDateTime(item.decidedAt)}>
                {formatRelative(item.decidedAt)}
              </time>
            </>
          ) : null}
        </p>
        {item.reason ? <p>“{item.reason}”</p> : <p className="text-muted-foreground">No note was given.</p>}
      </div>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </>
  );
}

/** The agent's four steps in brief, as the reviewer needs them beside the submission. */
function LadderSummary({ verification }: { verification: AgentVerification }) {
  const { identity, domain, endpoint, kya } = verification;
  const rows: Array<{ label: string; state: StepState; detail: ReactNode }> = [
    { label: "Identity", state: identity.status, detail: identity.email ?? "No email" },
    { label: "Domain", state: domain.status, detail: domain.domain ?? "Not requested" },
    {
      label: "Endpoint",
      state: endpoint.status,
      detail: endpoint.endpointUrl ?? (endpoint.publicKey ? "Key registered" : "No key yet"),
    },
    { label: "Operator review", state: kya.status, detail: kya.submittedAt ? "Submitted" : "Not submitted" },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Verification ladder</h2>
      <ol className="mt-4 grid gap-3">
        {rows.map((row, index) => (
          <li key={row.label} className="grid gap-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">
                {index + 1}. {row.label}
              </span>
              <StatusPill state={row.state} />
            </div>
            <p className="truncate font-mono text-xs text-muted-foreground" title={String(row.detail)}>
              {row.detail}
            </p>
          </li>
        ))}
      </ol>
      {domain.lastError || endpoint.lastError ? (
        <p className="mt-4 rounded-lg bg-muted/60 px-3 py-2 text-xs text-muted-foreground">
          Last error: {endpoint.lastError ?? domain.lastError}
        </p>
      ) : null}
    </Card>
  );
}
