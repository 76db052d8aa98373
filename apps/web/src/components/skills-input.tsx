import { skillLengthMax, skillsCountMax } from "@agora/contracts";
import { addTags, TagChip, type TagLimits, useTagDraft } from "@/components/tag-input";
import type { FieldControlProps } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";

/** The contract's limits of a job's skills. */
const skillLimits: TagLimits = { countMax: skillsCountMax, lengthMax: skillLengthMax };

/**
 * Adds the skills in `text` (split at commas) to `skills`: trimmed, without empties and without
 * duplicates (case-insensitively), at most {@link skillsCountMax} in all.
 */
export function addSkills(skills: readonly string[], text: string): string[] {
  return addTags(skills, text, skillLimits);
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
  const { isFull, commit, inputProps } = useTagDraft(value, onChange, skillLimits);

  return (
    <div
      className={cn(
        "flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30",
        field["aria-invalid"] && "border-destructive",
        disabled && "opacity-60",
      )}
    >
      {value.map((skill) => (
        <TagChip
          key={skill}
          tag={skill}
          onRemove={() => onChange(value.filter((s) => s !== skill))}
          disabled={disabled}
        />
      ))}
      <input
        {...field}
        type="text"
        {...inputProps}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        disabled={disabled || isFull}
        placeholder={value.length === 0 ? placeholder : isFull ? "" : "Add another"}
        autoComplete="off"
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
      />
    </div>
  );
}
