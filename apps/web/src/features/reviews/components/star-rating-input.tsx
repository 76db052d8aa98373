import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { starWords } from "./stars";

/**
 * Stars 1–5 as a radio group: native radios (hidden) under star-shaped labels, so arrow keys,
 * Tab, forms and screen readers work as with any radio group. Hovering previews a rating.
 * @param value the chosen stars, 0 for none yet.
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  legend,
  error,
  disabled = false,
}: {
  value: number;
  onChange: (stars: number) => void;
  name: string;
  legend: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = `${id}-error`;

  return (
    <fieldset
      className="grid gap-2"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse-leave only ends the hover preview. */}
        <div className="flex items-center" onMouseLeave={() => setHovered(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className="relative">
              <input
                id={`${id}-${n}`}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-${n}`}
                onMouseEnter={() => setHovered(n)}
                className={cn(
                  "flex size-10 cursor-pointer items-center justify-center rounded-md transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed sm:size-9",
                  "hover:bg-muted",
                )}
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-7 transition-colors sm:size-6",
                    n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/60",
                  )}
                />
                <span className="sr-only">
                  {n} {n === 1 ? "star" : "stars"}: {starWords[n - 1]}
                </span>
              </label>
            </span>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {shown ? starWords[shown - 1] : "Choose 1 to 5 stars"}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
