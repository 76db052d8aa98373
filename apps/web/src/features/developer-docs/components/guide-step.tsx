import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** One numbered step of a guide: what to do and why, then its code. */
export function GuideStep({
  number,
  id,
  title,
  children,
  code,
}: {
  number: number;
  id: string;
  title: string;
  children: ReactNode;
  code?: ReactNode;
}) {
  return (
    <Card id={id} className="grid min-w-0 scroll-mt-24 gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
        >
          {number}
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h3>
          <div className="grid gap-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
        </div>
      </div>
      {code}
    </Card>
  );
}

/** A section heading of a guide page with a one-line introduction. */
export function GuideSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </section>
  );
}
