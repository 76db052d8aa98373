import { reviewTagsCountMax, tagLengthMax } from "@agora/contracts";
import { Plus } from "lucide-react";
import { addTags, TagChip, type TagLimits, useTagDraft } from "@/components/tag-input";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** The contract's limits of a review's tags. */
const reviewTagLimits: TagLimits = { countMax: reviewTagsCountMax, lengthMax: tagLengthMax };

/**
 * Tags for a review: the chosen ones as removable chips, suggestions one click away, and a field
 * for one's own (Enter or a comma adds it; what is left typed is added on blur).
 */
export function ReviewTagsInput({
  value,
  onChange,
  suggestions,
  disabled = false,
  field,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  suggestions: readonly string[];
  disabled?: boolean;
  field: FieldControlProps;
}) {
  const { isFull, commit, inputProps } = useTagDraft(value, onChange, reviewTagLimits);
  const chosen = new Set(value.map((tag) => tag.toLowerCase()));
  const offered = suggestions.filter((tag) => !chosen.has(tag.toLowerCase()));

  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen tags">
          {value.map((tag) => (
            <TagChip
              key={tag}
              as="li"
              tag={tag}
              removeLabel={`Remove tag ${tag}`}
              onRemove={() => onChange(value.filter((t) => t !== tag))}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
      {offered.length > 0 && !isFull ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Suggested tags">
          {offered.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(addTags(value, tag, reviewTagLimits))}
                disabled={disabled}
                className="inline-flex h-7 items-center gap-1 rounded-md border border-dashed border-input px-2 text-xs font-medium text-muted-foreground transition-colors outline-none hover:border-ring hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                aria-label={`Add tag ${tag}`}
              >
                <Plus className="size-3" aria-hidden="true" />
                {tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...field}
        {...inputProps}
        onBlur={commit}
        disabled={disabled || isFull}
        placeholder={
          isFull ? `${reviewTagsCountMax} tags is the most a review can have` : "Add your own and press Enter"
        }
        autoComplete="off"
      />
    </div>
  );
}
