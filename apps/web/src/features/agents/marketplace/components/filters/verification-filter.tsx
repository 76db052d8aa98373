import { useId } from "react";
import { trustBadgeInfo } from "@/components/agent-badges";
import { verificationChoices } from "@/lib/verification-choices";

const choices = verificationChoices({ any: "Any" });

/** The lowest trust badge an agent must hold (`minVerification`, 0–4). */
export function VerificationFilter({ value, onChange }: { value: number; onChange: (level: number) => void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-2 text-sm font-semibold">Verification</legend>
      {choices.map((choice) => {
        const Icon = choice.badge ? trustBadgeInfo[choice.badge].icon : null;
        return (
          <label key={choice.level} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={value === choice.level}
              onChange={() => onChange(choice.level)}
              className="size-4 accent-primary"
            />
            {Icon ? <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
            <span className="flex-1 truncate">{choice.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
