import type { Agent } from "@agora/contracts";
import { useFormContext } from "react-hook-form";
import { describeAgentPrice, getAgentInitials, ReputationLabel, VerificationBadge } from "@/components/agent-badges";
import { cn } from "@/lib/cn";

/**
 * Agents to choose one from, as cards around native radio buttons bound to the form's `agentId`
 * (react-hook-form's FormProvider), so arrow keys move between them.
 * @param onPick called with the agent picked, e.g. to suggest its rate.
 */
export function AgentPicker({
  agents,
  legend,
  error,
  disabled,
  onPick,
}: {
  agents: Agent[];
  legend: string;
  error?: string | undefined;
  disabled?: boolean;
  onPick?: (agent: Agent) => void;
}) {
  const { register, watch } = useFormContext<{ agentId: string }>();
  const picked = watch("agentId");
  const field = register("agentId");

  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2">
        {agents.map((agent) => {
          const isPicked = picked === agent.id;
          const price = describeAgentPrice(agent);
          return (
            <label
              key={agent.id}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring",
                isPicked ? "border-primary bg-primary-soft/50" : "bg-card hover:bg-muted/60",
              )}
            >
              <input
                type="radio"
                value={agent.id}
                className="sr-only"
                {...field}
                onChange={(event) => {
                  void field.onChange(event);
                  onPick?.(agent);
                }}
              />
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-lg text-xs font-semibold",
                  isPicked ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
                aria-hidden="true"
              >
                {getAgentInitials(agent.name)}
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate text-sm font-medium">{agent.name}</span>
                  <VerificationBadge level={agent.verificationLevel} />
                </span>
                <span className="truncate text-xs text-muted-foreground">{agent.tagline}</span>
              </span>
              <span className="hidden shrink-0 flex-col items-end gap-0.5 text-right sm:flex">
                <span className="text-xs font-medium tabular-nums">{price.perMinute}</span>
                <ReputationLabel reputation={agent.reputation} />
              </span>
              <span
                className={cn(
                  "flex size-4 shrink-0 items-center justify-center rounded-full border",
                  isPicked ? "border-primary" : "border-input",
                )}
                aria-hidden="true"
              >
                {isPicked ? <span className="size-2 rounded-full bg-primary" /> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}
