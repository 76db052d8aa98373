import type { AuthUser } from "@agora/contracts";
import { useState } from "react";
import { RegisterAgentDialog } from "@/features/agents/registration/components/register-agent-dialog";
import { getDisplayName, getInitials } from "@/features/auth/user-display";
import { SignedInHome } from "@/features/home/components/signed-in-home";
import { PlatformStatsSection } from "@/features/platform-stats/components/platform-stats-section";
import { useMyAgent } from "@/lib/queries/get-my-agent";

/**
 * `/` for a signed-in user (docs/product/product-spec.md §2): their home, the registration dialog that "Register Your
 * Agent" opens (docs/product/product-spec.md §4), and the platform's live figures. Loaded lazily: visitors never need it.
 */
export function HomeRoute({ user }: { user: AuthUser }) {
  const agent = useMyAgent(true);
  const [isRegisterOpen, setIsRegisterOpen] = useState(false);
  return (
    <>
      <SignedInHome
        user={user}
        greetingName={user.firstName?.trim() || getDisplayName(user)}
        initials={getInitials(user)}
        agent={agent}
        onRegisterAgent={() => setIsRegisterOpen(true)}
      />
      <PlatformStatsSection className="mx-auto w-full max-w-6xl px-4 pt-16 pb-20 sm:px-6" />
      <RegisterAgentDialog open={isRegisterOpen} onOpenChange={setIsRegisterOpen} />
    </>
  );
}
