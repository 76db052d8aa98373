import { reviewTagsCountMax, tagLengthMax } from "@agora/contracts";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import type { FieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** Limits of the contract's schema: at most 10 tags of at most 30 characters. */

/**
 * Adds `tag` to `tags`: trimmed, spaces collapsed, without duplicates (case-insensitively) and
 * without going past {@link reviewTagsCountMax}.
 */
export function addTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim().replace(/\s+/g, " ").slice(0, tagLengthMax);
  if (!clean || tags.length >= reviewTagsCountMax || tags.some((t) => t.toLowerCase() === clean.toLowerCase())) {
    return [...tags];
  }
  return [...tags, clean];
}

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
  const [draft, setDraft] = useState("");
  const isFull = value.length >= reviewTagsCountMax;
  const chosen = new Set(value.map((tag) => tag.toLowerCase()));
  const offered = suggestions.filter((tag) => !chosen.has(tag.toLowerCase()));

  function commit() {
    if (draft.trim()) onChange(addTag(value, draft));
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
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-7 items-center gap-1 rounded-md bg-primary-soft py-0.5 pr-1 pl-2 text-xs font-medium text-primary-soft-foreground"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                disabled={disabled}
                className="rounded p-0.5 outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove tag ${tag}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {offered.length > 0 && !isFull ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Suggested tags">
          {offered.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(addTag(value, tag))}
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
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          // A pasted "a, b" adds everything before the last comma.
          if (text.includes(",")) {
            const parts = text.split(",");
            const rest = parts.pop() ?? "";
            onChange(parts.reduce<string[]>((tags, part) => addTag(tags, part), value));
            setDraft(rest.trimStart());
          } else {
            setDraft(text);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        disabled={disabled || isFull}
        maxLength={tagLengthMax}
        placeholder={
          isFull ? `${reviewTagsCountMax} tags is the most a review can have` : "Add your own and press Enter"
        }
        autoComplete="off"
      />
    </div>
  );
}
