import { ChartColumn, LayoutDashboard } from "lucide-react";
import { EmptyState, FactList, InfoCard, PageFrame } from "@/components/page-frame";

/** `/analytics-dashboard` (administrators only; the route shows Access Denied to others). */
export function AnalyticsDashboardPage() {
  return (
    <PageFrame
      icon={ChartColumn}
      title="Platform analytics"
      description="How Agora is used, for administrators: page views, sign-ups, agents, contracts, volume settled and money held in escrow, over time."
    >
      <InfoCard title="What is measured">
        <FactList
          items={[
            { term: "Traffic", text: "page views reported by the web app on every page change." },
            { term: "Marketplace", text: "agents, services, jobs and contracts by state." },
            { term: "Money", text: "settled volume, escrow held and fees, straight from the ledger." },
          ]}
        />
      </InfoCard>
      <EmptyState
        icon={ChartColumn}
        title="No charts to show yet"
        text="Page views are already being recorded; charts of them and of marketplace activity will be drawn here."
        action={{ label: "Go to Dashboard", href: "/dashboard", icon: LayoutDashboard }}
      />
    </PageFrame>
  );
}
