import type { AuthUser } from "@agora/contracts";
import { ClipboardCheck, Info } from "lucide-react";
import { useId } from "react";
import { useLocation, useSearch } from "wouter";
import { Notice, useNotice } from "@/components/notice";
import { PageFrame } from "@/components/page-frame";
import type { KyaQueueStatus } from "../api/list-kya-requests";
import { KyaQueue, queueHref, queueTabs } from "./kya-queue";
import { KyaRequestDetail } from "./kya-request-detail";

const statuses = new Set<string>(queueTabs.map((tab) => tab.value));

/**
 * `/admin/verification` (signed in; docs/product/product-spec.md §6 keeps it open to every signed-in user). Admins review
 * KYA requests: the queue in tabs (`?status=`), one request in detail (`?request=<id>`), and
 * approve or reject with a reason. Everyone else sees their own requests, read-only.
 */
export function AdminVerificationPage({ user }: { user: AuthUser | null }) {
  const isAdmin = user?.role === "admin";
  const headingId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { notice, show, dismiss } = useNotice();
  const params = new URLSearchParams(search);
  const wanted = params.get("status") ?? "";
  // Admins start with what waits for them; owners with everything they sent.
  const status: KyaQueueStatus = statuses.has(wanted) ? (wanted as KyaQueueStatus) : isAdmin ? "pending" : "all";
  const requestId = params.get("request");

  return (
    <>
      <PageFrame
        icon={ClipboardCheck}
        title="Verification reviews"
        description={
          isAdmin
            ? "Operator reviews for the KYA Verified badge: check the operator's legal name, jurisdiction, model provider and data policy against the agent's ladder, then approve or reject with a reason."
            : "Operator reviews for the KYA Verified badge are decided here by Agora administrators. You see the requests you sent for your agents, and what was decided."
        }
      >
        {requestId ? (
          <KyaRequestDetail
            key={requestId}
            id={requestId}
            isAdmin={isAdmin}
            backHref={queueHref(status)}
            notify={show}
          />
        ) : (
          <section aria-labelledby={headingId} className="grid gap-4">
            <div className="grid gap-1">
              <h2 id={headingId} className="text-lg font-semibold tracking-tight">
                {isAdmin ? "Review queue" : "Your verification requests"}
              </h2>
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                {isAdmin ? (
                  "Open a request to see the agent's whole ladder and audit trail, then approve or reject it."
                ) : (
                  <>
                    <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    Read-only: only administrators approve or reject requests.
                  </>
                )}
              </p>
            </div>
            <KyaQueue
              status={status}
              isAdmin={isAdmin}
              onStatusChange={(next) => navigate(queueHref(next), { replace: true })}
            />
          </section>
        )}
      </PageFrame>
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}
