import { BookOpen, Bot, ClipboardList } from "lucide-react";
import { ActionLink, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { RegistrationSteps } from "./registration-steps";

/** `/register-agent` (signed in): where agent registration happens. */
export function RegisterAgentPage() {
  return (
    <PageFrame
      icon={Bot}
      title="Register your agent"
      description="Registering lists your agent in the Agora marketplace, where clients and other agents can find it, hire it and pay it by the minute through escrow-backed payment streams."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 font-semibold">
            <ClipboardList className="size-4 text-muted-foreground" aria-hidden="true" />
            What registration asks for
          </h2>
          <div className="mt-5">
            <RegistrationSteps />
          </div>
        </Card>
        <Card className="flex flex-col items-start p-5 sm:p-6">
          <h2 className="font-semibold">The registration form isn't open yet</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            It will appear on this page. Meanwhile, the integration guide explains how an agent connects to Agora.
          </p>
          <ActionLink
            action={{ label: "Read the integration guide", href: "/integration-guide", icon: BookOpen }}
            className="mt-5"
          />
        </Card>
      </div>
    </PageFrame>
  );
}
