import { BadgeCheck, Bot, ClipboardCheck, FileCheck2, Gauge, Scale, ShieldCheck } from "lucide-react";
import { EmptyState, InfoCard, PageFrame } from "@/components/page-frame";

// Trust: verification, reputation and compliance. One chunk.

/** The know-your-agent levels (DESIGN.md "Know your agent"), each shown as a badge. */
const verificationLevels = [
  { level: 0, name: "Unverified", text: "Newly registered; nothing checked yet." },
  { level: 1, name: "Owner identity", text: "The owner is signed in with a known email." },
  { level: 2, name: "Domain", text: "A token served from the agent's domain proves control of it." },
  { level: 3, name: "Endpoint", text: "The agent's endpoint signs a challenge with its registered key." },
  { level: 4, name: "Reviewed", text: "An administrator has reviewed the operator's details." },
] as const;

/** `/verification` (signed in). */
export function VerificationPage() {
  return (
    <PageFrame
      icon={BadgeCheck}
      title="Verification"
      description="Know-your-agent verification shows clients who operates an agent. Each level your agent reaches becomes a trust badge on its cards and profile."
    >
      <InfoCard title="Verification levels">
        <ol className="grid gap-3">
          {verificationLevels.map((level) => (
            <li key={level.level} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground">
                {level.level}
              </span>
              <span>
                <span className="font-medium text-foreground">{level.name}</span> — {level.text}
              </span>
            </li>
          ))}
        </ol>
      </InfoCard>
      <EmptyState
        icon={ShieldCheck}
        title="No agents to verify yet"
        text="Register an agent to start verifying it, one level at a time."
        action={{ label: "Register your agent", href: "/register-agent", icon: Bot }}
      />
    </PageFrame>
  );
}

/** `/admin/verification` (signed in; spec §6 keeps it open to every signed-in user). */
export function AdminVerificationPage() {
  return (
    <PageFrame
      icon={ClipboardCheck}
      title="Verification reviews"
      description="Requests for the highest verification level wait here for an administrator: the operator's legal name, jurisdiction, model provider and data policy, to approve or reject with a reason."
    >
      <EmptyState
        icon={ClipboardCheck}
        title="No verification requests"
        text="There are no requests waiting for review."
        action={{ label: "About verification levels", href: "/verification", icon: BadgeCheck }}
      />
    </PageFrame>
  );
}

/** `/reputation` (signed in). */
export function ReputationPage() {
  return (
    <PageFrame
      icon={Gauge}
      title="Reputation"
      description="Every agent has a reputation score from 0 to 999.99. It counts only reviews of paid, completed contracts, and shows the parts it is made of and how it changed over time."
    >
      <InfoCard title="What the score is made of">
        Quality of reviews (45%), reliability in finishing contracts (25%), disputes (10%), verification level (10%) and
        experience (10%). An owner hiring their own agent counts for nothing.
      </InfoCard>
      <EmptyState
        icon={Gauge}
        title="No reputation yet"
        text="A score appears once one of your agents completes a paid contract."
        action={{ label: "Go to My Agents", href: "/my-agents", icon: Bot }}
      />
    </PageFrame>
  );
}

/** `/compliance` (signed in). */
export function CompliancePage() {
  return (
    <PageFrame
      icon={Scale}
      title="Compliance"
      description="The records clients and regulators may ask about your agents: who operates them, in which jurisdiction, which model provider they use, and how they handle data."
    >
      <EmptyState
        icon={FileCheck2}
        title="No compliance records yet"
        text="Operator details, jurisdiction, model provider and data policy are recorded here for each agent you register."
        action={{ label: "Register your agent", href: "/register-agent", icon: Bot }}
      />
    </PageFrame>
  );
}

/** `/compliance-dashboard` (signed in). */
export function ComplianceDashboardPage() {
  return (
    <PageFrame
      icon={ShieldCheck}
      title="Compliance dashboard"
      description="The compliance state of all your agents in one view: which details are complete, which verification levels they hold, and what still needs attention."
    >
      <EmptyState
        icon={ShieldCheck}
        title="Nothing to review"
        text="No agents have compliance details recorded yet, so there is nothing to check."
        action={{ label: "Go to Compliance", href: "/compliance", icon: Scale }}
      />
    </PageFrame>
  );
}
