import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

// The pieces every dashboard section shares: a heading with a count, a loading list, an error
// with "Try again" and a short empty state.

/** A titled part of the dashboard; `aside` sits at the heading's right (a live indicator, say). */
export function DashboardSection({
  title,
  count,
  aside,
  children,
}: {
  title: string;
  /** Shown next to the title when above zero. */
  count?: number | undefined;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          {title}
          {count !== undefined && count > 0 ? (
            <span className="rounded-full bg-muted px-2 py-px text-xs font-medium text-muted-foreground tabular-nums">
              {count}
            </span>
          ) : null}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Placeholder rows while a section loads. */
export function SectionSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <Card className="divide-y overflow-hidden" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
        <div key={row} className="flex items-center gap-4 px-5 py-4">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3.5 w-40 max-w-full" />
          </div>
          <Skeleton className="hidden h-8 w-24 sm:block" />
        </div>
      ))}
    </Card>
  );
}

/** A quiet one-line empty state: nothing is wrong, there is just nothing to show. */
export function SectionEmpty({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: ReactNode }) {
  return (
    <Card className="flex items-start gap-3.5 px-5 py-5">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </div>
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-pretty text-muted-foreground">{text}</p>
      </div>
    </Card>
  );
}
