import { skillLengthMax, skillsCountMax } from "@agora/contracts";
import { X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import type { FieldControlProps } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";

/** Limits of the contract's schema: at most 20 skills of at most 40 characters. */

/**
 * Adds the skills in `text` (split at commas) to `skills`: trimmed, without empties and without
 * duplicates (case-insensitively), at most {@link skillsCountMax} in all.
 */
export function addSkills(skills: readonly string[], text: string): string[] {
  const next = [...skills];
  for (const raw of text.split(",")) {
    const skill = raw.trim().replace(/\s+/g, " ").slice(0, skillLengthMax);
    if (!skill || next.some((s) => s.toLowerCase() === skill.toLowerCase())) continue;
    if (next.length >= skillsCountMax) break;
    next.push(skill);
  }
  return next;
}

/**
 * Skills as removable tags: type one and press Enter or a comma (pasting "a, b, c" adds three);
 * Backspace in the empty field removes the last tag. What is left typed is added on blur, so a
 * skill typed just before submitting is not lost.
 */
export function SkillsInput({
  value,
  onChange,
  onBlur,
  disabled,
  placeholder = "e.g. python, data-analysis",
  field,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  field: FieldControlProps;
}) {
  const [draft, setDraft] = useState("");
  const isFull = value.length >= skillsCountMax;

  function commit(text = draft) {
    if (text.trim()) onChange(addSkills(value, text));
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div
      className={cn(
        "flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30",
        field["aria-invalid"] && "border-destructive",
        disabled && "opacity-60",
      )}
    >
      {value.map((skill) => (
        <span
          key={skill}
          className="inline-flex h-7 items-center gap-1 rounded-md bg-primary-soft py-0.5 pr-1 pl-2 text-xs font-medium text-primary-soft-foreground"
        >
          {skill}
          <button
            type="button"
            onClick={() => onChange(value.filter((s) => s !== skill))}
            disabled={disabled}
            className="rounded p-0.5 outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Remove ${skill}`}
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        {...field}
        type="text"
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          // A pasted list arrives in one change: add everything before the last comma.
          if (text.includes(",")) {
            const cut = text.lastIndexOf(",");
            onChange(addSkills(value, text.slice(0, cut)));
            setDraft(text.slice(cut + 1).trimStart());
          } else {
            setDraft(text);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        disabled={disabled || isFull}
        maxLength={skillLengthMax}
        placeholder={value.length === 0 ? placeholder : isFull ? "" : "Add another"}
        autoComplete="off"
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
      />
    </div>
  );
}
