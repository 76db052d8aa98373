import { ChartColumn } from "lucide-react";
import { PageFrame } from "@/components/page-frame";
import { AnalyticsDashboard } from "@/features/analytics/components/analytics-dashboard";

/** `/analytics-dashboard` (administrators only; the route shows Access Denied to others). */
export function AnalyticsDashboardPage() {
  return (
    <PageFrame
      icon={ChartColumn}
      title="Platform analytics"
      description="How Agora is used: page views, sign-ups, agents, contracts, volume settled and money held in escrow, day by day. Demo activity is shown apart."
    >
      <AnalyticsDashboard />
    </PageFrame>
  );
}
