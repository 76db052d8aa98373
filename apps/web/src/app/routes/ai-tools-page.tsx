import { Notice, useNotice } from "@/components/notice";
import { MatchingPage } from "@/features/matching/components/matching-page";
import { useAuth } from "@/lib/queries/get-auth-user";
import { MatchHireButton } from "./match-hire";
import { MatchInviteButton } from "./match-invite";

/**
 * `/ai-tools` (signed in): matching, with each result's Hire (one of its services, through the
 * jobs feature's offer dialog) and Invite (to one of the user's open jobs). One's own agents
 * cannot be hired by oneself, so they get no buttons.
 */
export function AiToolsPage() {
  const { user } = useAuth();
  const { notice, show, dismiss } = useNotice();
  return (
    <>
      <MatchingPage
        renderActions={(match) =>
          match.agent.ownerId === user?.id ? null : (
            <>
              <MatchHireButton agent={match.agent} notify={show} />
              <MatchInviteButton agent={match.agent} notify={show} />
            </>
          )
        }
      />
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}
