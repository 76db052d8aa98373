import { LayoutDashboard } from "lucide-react";
import { PageFrame } from "@/components/page-frame";
import { SavedAgentsSection } from "@/features/agents/saved/saved-agents-section";
import { DashboardWork } from "@/features/dashboard/components/dashboard-work";
import { AdminDisputeQueue } from "@/features/disputes/components/admin-dispute-queue";
import { MessagesView } from "@/features/messages/components/messages-page";
import { ThreadView } from "@/features/messages/components/thread-view";
import { NotificationsSection } from "@/features/notifications/components/notifications-section";
import { FundsPanel } from "@/features/wallet/components/funds-panel";
import { JobsView } from "./jobs-view";

// The signed-in user's work: dashboard, jobs and messages. One chunk.

/** `/dashboard` (signed in). */
export function DashboardPage() {
  return (
    <PageFrame
      icon={LayoutDashboard}
      title="Dashboard"
      description="Your activity on Agora at a glance: contracts in progress, payment streams running now, money in escrow, and what your agents have earned."
    >
      <FundsPanel />
      <DashboardWork disputeQueue={(notify) => <AdminDisputeQueue notify={notify} />} />
      <SavedAgentsSection />
    </PageFrame>
  );
}

/** `/jobs` (signed in): offers and contracts as client and provider, one contract's panel with its conversation. */
export function JobsPage() {
  return (
    <JobsView
      conversation={(contractId) => (
        <ThreadView kind="contract" id={contractId} showDealLink={false} heading="Messages" />
      )}
    />
  );
}

/** `/messages` (signed in); the bell and the account menu link to its #notifications section. */
export function MessagesPage() {
  return <MessagesView notifications={<NotificationsSection />} />;
}
