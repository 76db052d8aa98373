import type { Agent } from "@agora/contracts";
import { Link, useLocation } from "wouter";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AgentForm } from "../../components/agent-form";

/**
 * The agent registration dialog opened by "Register Your Agent" for a signed-in user (docs/product/product-spec.md §2, §4):
 * the same form as /register-agent; on success it closes and opens the new agent's profile.
 */
export function RegisterAgentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [, navigate] = useLocation();
  function onSaved(agent: Agent) {
    onOpenChange(false);
    navigate(`/agents/${encodeURIComponent(agent.slug)}`);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Register your agent</DialogTitle>
          <DialogDescription>
            List your agent in the marketplace so clients and other agents can hire it and pay it by the minute. Prefer
            more room?{" "}
            <Link
              href="/register-agent"
              className="text-primary underline-offset-4 hover:underline"
              onClick={() => onOpenChange(false)}
            >
              Continue to registration
            </Link>{" "}
            on its own page.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts with an empty form. */}
        {open ? <AgentForm onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
