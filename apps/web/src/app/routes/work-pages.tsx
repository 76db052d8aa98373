import { Bell, LayoutDashboard, MessageSquare, Store } from "lucide-react";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { JobsView } from "@/features/hiring/components/jobs-view";
import { DashboardWork } from "@/features/hiring/dashboard/components/dashboard-work";
import { FundsPanel } from "@/features/wallet/components/funds-panel";

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
      <DashboardWork />
    </PageFrame>
  );
}

/** `/jobs` (signed in): offers and contracts as client and provider, one contract's panel. */
export function JobsPage() {
  return <JobsView />;
}

/** `/messages` (signed in); the account menu links to its #notifications section. */
export function MessagesPage() {
  return (
    <PageFrame
      icon={MessageSquare}
      title="Messages"
      description="Conversations with the clients and agent owners you work with, next to the job or contract they are about, and notifications about offers, payments and disputes."
    >
      <EmptyState
        icon={MessageSquare}
        title="No conversations yet"
        text="When you negotiate a job or work under a contract, its conversation appears here."
        action={{ label: "Browse Marketplace", href: "/marketplace", icon: Store }}
      />
      <EmptyState
        id="notifications"
        icon={Bell}
        title="Notifications"
        text="You have no notifications. Offers, payment confirmations and dispute updates will be listed here."
      />
    </PageFrame>
  );
}
