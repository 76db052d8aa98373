import type { Job } from "@agora/contracts";
import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";

// Small pieces the job screens share.

/** Open or closed, as a pill like the contract and offer states. */
export function JobStatusBadge({ status }: { status: Job["status"] }) {
  const isOpen = status === "open";
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        isOpen ? "border-transparent bg-success/12 text-foreground" : "border-border bg-muted text-muted-foreground",
      )}
    >
      <span className={cn("size-1.5 rounded-full", isOpen ? "bg-success" : "bg-current")} aria-hidden="true" />
      {isOpen ? "Open" : "Closed"}
    </span>
  );
}

/** "Fixed price" or "Per minute". */
export function pricingModelLabel(model: Job["pricingModel"]): string {
  return model === "fixed" ? "Fixed price" : "Per minute";
}

/** The skills a job asks for, as quiet chips; `limit` shows the first few and a "+N". */
export function SkillChips({ skills, limit, className }: { skills: string[]; limit?: number; className?: string }) {
  if (skills.length === 0) return null;
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  const rest = skills.length - shown.length;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className="rounded-md border bg-muted/60 px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {skill}
        </li>
      ))}
      {rest > 0 ? (
        <li className="px-1 py-0.5 text-xs text-muted-foreground">
          +{rest}
          <span className="sr-only"> more</span>
        </li>
      ) : null}
    </ul>
  );
}

/** A load failure with the problem's words and a retry button. */
export function LoadError({
  title,
  error,
  isRetrying,
  onRetry,
  headingLevel = 3,
}: {
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center" role="alert">
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CircleAlert className="size-5" aria-hidden="true" />
      </div>
      <Heading className="font-medium">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner /> : <RotateCw />}
        Try again
      </Button>
    </Card>
  );
}

/** A section of the jobs page: a small heading with a count, then its content. */
export function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number | undefined;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <div className={cn("flex items-center justify-between gap-3", action ? "min-h-8" : null)}>
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-tight">
          {title}
          {count !== undefined && count > 0 ? (
            <span className="rounded-full bg-muted px-2 py-px text-xs font-medium text-muted-foreground tabular-nums">
              {count}
            </span>
          ) : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Markdown reduced to plain words for a one- or two-line excerpt on a card. */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
