import { X } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, useState } from "react";

/** The contract's limits of a tag list: how many tags, and how many characters each. */
export interface TagLimits {
  countMax: number;
  lengthMax: number;
}

/**
 * Adds the tags in `text` (split at commas) to `tags`: trimmed, spaces collapsed, cut to
 * `limits.lengthMax`, without empties and without duplicates (case-insensitively), at most
 * `limits.countMax` in all. `tags` is left as it is.
 */
export function addTags(tags: readonly string[], text: string, limits: TagLimits): string[] {
  const next = [...tags];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ").slice(0, limits.lengthMax);
    if (!tag || next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (next.length >= limits.countMax) break;
    next.push(tag);
  }
  return next;
}

/**
 * The typing half of a tag input: Enter or a comma adds what is typed (a pasted "a, b, c" adds
 * all but the last, which stays typed); Backspace in the empty field removes the last tag.
 * @returns the props of the text field, `commit` (adds what is left typed, e.g. on blur, so a
 * tag typed just before submitting is not lost) and whether the list is full.
 */
export function useTagDraft(value: string[], onChange: (tags: string[]) => void, limits: TagLimits) {
  const [draft, setDraft] = useState("");

  function commit() {
    if (draft.trim()) onChange(addTags(value, draft, limits));
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

  function onDraftChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    // A pasted list arrives in one change.
    if (text.includes(",")) {
      const cut = text.lastIndexOf(",");
      onChange(addTags(value, text.slice(0, cut), limits));
      setDraft(text.slice(cut + 1).trimStart());
    } else {
      setDraft(text);
    }
  }

  return {
    isFull: value.length >= limits.countMax,
    commit,
    inputProps: { value: draft, onChange: onDraftChange, onKeyDown, maxLength: limits.lengthMax },
  };
}

/** A chosen tag with its remove button ("Remove python", or `removeLabel`'s words). */
export function TagChip({
  as: Element = "span",
  tag,
  removeLabel = `Remove ${tag}`,
  onRemove,
  disabled,
}: {
  as?: "span" | "li";
  tag: string;
  removeLabel?: string;
  onRemove: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <Element className="inline-flex h-7 items-center gap-1 rounded-md bg-primary-soft py-0.5 pr-1 pl-2 text-xs font-medium text-primary-soft-foreground">
      {tag}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        className="rounded p-0.5 outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={removeLabel}
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </Element>
  );
}
