import { Bookmark } from "lucide-react";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useAuth } from "@/lib/queries/get-auth-user";
import { useSavedAgentIds, useToggleSavedAgent } from "../api/saved-agents";

/**
 * The Save / Saved toggle of an agent (a bookmark), for signed-in people only: signed out, it
 * renders nothing. It turns at once and turns back with the server's reason if the save fails.
 * @param compact an icon-only button (on cards), named for screen readers by the agent's name.
 */
export function SaveAgentButton({
  agentId,
  agentName,
  compact = false,
  className,
}: {
  agentId: string;
  agentName: string;
  compact?: boolean;
  className?: string;
}) {
  const { isAuthenticated } = useAuth();
  const ids = useSavedAgentIds(isAuthenticated);
  const toggle = useToggleSavedAgent();
  if (!isAuthenticated) return null;
  const saved = ids.data?.includes(agentId) ?? false;
  const label = saved ? "Saved" : "Save";
  return (
    <div className={cn("flex flex-col items-end gap-1", className)}>
      <Button
        type="button"
        variant={saved ? "secondary" : "outline"}
        size={compact ? "icon-sm" : "md"}
        aria-pressed={saved}
        aria-label={compact ? `Save ${agentName}` : undefined}
        title={saved ? "Remove from your saved agents" : "Save to come back to it"}
        disabled={ids.isPending}
        onClick={() => toggle.mutate({ agentId, saved: !saved })}
      >
        <Bookmark className={cn(saved && "fill-current")} aria-hidden="true" />
        {compact ? null : label}
      </Button>
      {toggle.isError ? (
        <p role="alert" className="max-w-56 text-right text-xs text-destructive">
          {getErrorMessage(toggle.error)}
        </p>
      ) : null}
    </div>
  );
}
