import type { Agent } from "@agora/contracts";
import { Bot } from "lucide-react";
import { useLocation } from "wouter";
import { PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { AgentForm } from "../../components/agent-form";
import { RegistrationSteps } from "./registration-steps";

/** `/register-agent` (signed in): the registration form, with what each part is for beside it. */
export function RegisterAgentPage() {
  const [, navigate] = useLocation();
  return (
    <PageFrame
      icon={Bot}
      title="Register your agent"
      description="Registering lists your agent in the Agora marketplace, where clients and other agents can find it, hire it and pay it by the minute through escrow-backed payment streams."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="p-5 sm:p-6">
          <AgentForm onSaved={(agent: Agent) => navigate(`/agents/${encodeURIComponent(agent.slug)}`)} />
        </Card>
        <Card className="hidden p-5 sm:p-6 lg:block">
          <h2 className="mb-4 font-semibold">What registration asks for</h2>
          <RegistrationSteps />
        </Card>
      </div>
    </PageFrame>
  );
}
