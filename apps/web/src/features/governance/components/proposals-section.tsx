import type { AuthUser } from "@agora/contracts";
import { Info, Plus, Vote } from "lucide-react";
import { useId, useState } from "react";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useProposals } from "../api/list-proposals";
import { ProposalCard } from "./proposal-card";
import { ProposalFormDialog } from "./proposal-form-dialog";

/**
 * Feature voting: every proposal, open and closed, newest first and a page at a time, with "New
 * proposal" for those who may propose and, for everyone else, `proposeNote` saying who may.
 * @param canPropose whether the viewer may propose now (admins; members with enough active stake).
 */
export function ProposalsSection({
  user,
  canPropose,
  proposeNote,
}: {
  user: AuthUser | null;
  canPropose: boolean;
  proposeNote: string | null;
}) {
  const headingId = useId();
  const query = useProposals(user?.id ?? null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const { notice, show, dismiss } = useNotice();
  const proposals = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Proposals
          </h2>
          <p className="text-sm text-muted-foreground">What members want Agora to do next, and how the vote stands.</p>
        </div>
        {canPropose ? (
          <Button className="self-start sm:self-auto" onClick={() => setIsFormOpen(true)}>
            <Plus />
            New proposal
          </Button>
        ) : null}
      </div>
      {!canPropose && proposeNote ? (
        <p className="flex items-start gap-2 rounded-lg border bg-muted/40 px-3.5 py-2.5 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{proposeNote}</span>
        </p>
      ) : null}

      {query.isPending ? (
        <div role="status" aria-label="Loading proposals" className="grid gap-4">
          {[0, 1].map((n) => (
            <Card key={n} className="grid gap-3 p-5 sm:p-6">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-10 w-full" />
            </Card>
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          what="the proposals"
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : proposals.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={Vote}
          title="No proposals yet"
          text={
            canPropose
              ? "Be the first: propose a change and let the members with stake decide."
              : "When an admin or a member with enough stake proposes a change, it shows here with its live results."
          }
        />
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Proposals, newest first">
            {proposals.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard proposal={proposal} user={user} />
              </li>
            ))}
          </ul>
          {query.hasNextPage || query.isFetchNextPageError ? (
            <Card className="p-0">
              <LoadMoreFooter query={query} what="proposals" />
            </Card>
          ) : null}
        </>
      )}

      {canPropose ? (
        <ProposalFormDialog
          open={isFormOpen}
          onOpenChange={setIsFormOpen}
          onCreated={(proposal) => {
            setIsFormOpen(false);
            show({ tone: "success", text: `Proposal published: voting closes ${formatDateTime(proposal.endsAt)}.` });
          }}
        />
      ) : null}
      <Notice message={notice} onDismiss={dismiss} />
    </section>
  );
}
