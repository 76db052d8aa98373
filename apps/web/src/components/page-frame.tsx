import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

// The frame every content page shares (features/pages, features/registration, …), so pages
// look alike without features importing each other.

/** A page's frame: its one h1, a paragraph saying what the page is for, then the content. */
export function PageFrame({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex flex-col gap-4 sm:mb-10 sm:flex-row sm:items-start">
        <div className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </div>
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <p className="max-w-3xl text-pretty text-muted-foreground sm:text-lg">{description}</p>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6">{children}</div>
    </div>
  );
}

/** A link that looks like a button, for an empty state's next step. */
export interface PageAction {
  label: string;
  href: string;
  icon?: LucideIcon;
  /** A server resource (e.g. a JSON document) rather than a page of the app: a plain link. */
  isExternal?: boolean;
}

/** An outlined link-button to the page's next step. */
export function ActionLink({ action, className }: { action: PageAction; className?: string }) {
  const Icon = action.icon;
  const content = (
    <>
      {Icon ? <Icon /> : null}
      {action.label}
    </>
  );
  return (
    <Button asChild variant="outline" className={className}>
      {action.isExternal ? <a href={action.href}>{content}</a> : <Link href={action.href}>{content}</Link>}
    </Button>
  );
}

/** What a page shows while it has nothing to list: what will be here, and a sensible next step. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  headingLevel = 2,
  id,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  action?: PageAction;
  headingLevel?: 2 | 3;
  id?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card id={id} className="flex scroll-mt-24 flex-col items-center px-6 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <Heading className="font-semibold">{title}</Heading>
      <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">{text}</p>
      {action ? <ActionLink action={action} className="mt-6" /> : null}
    </Card>
  );
}

/** A short titled card of facts about the page's area, for pages that explain before they list. */
export function InfoCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn("p-5 sm:p-6", className)}>
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </Card>
  );
}

/** A list of facts inside an InfoCard. */
export function FactList({ items }: { items: ReadonlyArray<{ term: string; text: string }> }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item.term}>
          <span className="font-medium text-foreground">{item.term}</span> — {item.text}
        </li>
      ))}
    </ul>
  );
}
