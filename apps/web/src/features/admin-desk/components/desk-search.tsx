import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";

/** Most rows a desk search shows; past it, the page asks for a narrower search. */
export const deskSearchLimit = 100;

/**
 * The search row of a desk list (users, agents): a labelled search box and, beside it, the page's
 * filter (`children`).
 */
export function DeskSearch({
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div className="relative">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={id}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={placeholder}
            className="pl-9"
          />
        </div>
      </div>
      {children}
    </div>
  );
}

/** A desk list loading: three placeholder rows. */
export function DeskListSkeleton({ label }: { label: string }) {
  return (
    <Card className="divide-y overflow-hidden p-0" role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-2 px-5 py-4">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3.5 w-64 max-w-full" />
        </div>
      ))}
    </Card>
  );
}

/** Under a desk list that came back full: there may be more than it shows. */
export function DeskCapNote({ count }: { count: number }) {
  return count >= deskSearchLimit ? (
    <p className="border-t px-5 py-3 text-sm text-muted-foreground">
      Showing the first {deskSearchLimit} matches: narrow the search to find others.
    </p>
  ) : null;
}
