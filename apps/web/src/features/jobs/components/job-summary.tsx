import type { Job } from "@agora/contracts";
import { CalendarClock, Lock, Timer } from "lucide-react";
import { formatDate } from "@/lib/format";
import { describeBudget } from "../terms";
import { pricingModelLabel } from "./job-bits";

/** A job's pricing, budget and deadline in one quiet box, for the dialogs that make offers on it. */
export function JobTermsBox({ job }: { job: Job }) {
  const budget = describeBudget(job);
  const Icon = job.pricingModel === "fixed" ? Lock : Timer;
  return (
    <div className="grid gap-1 rounded-xl border bg-muted/40 px-4 py-3 text-sm">
      <p className="line-clamp-2 font-medium">{job.title}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Icon className="size-3.5" aria-hidden="true" />
          {pricingModelLabel(job.pricingModel)}
          {budget ? (
            <>
              {" · "}
              {job.pricingModel === "fixed" ? "budget" : "up to"}{" "}
              <span className="font-medium text-foreground tabular-nums">{budget}</span>
            </>
          ) : (
            " · no budget set"
          )}
        </span>
        {job.deadline ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Due {formatDate(job.deadline)}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** The hint under the price field: the job's budget in words, for the client or for an owner. */
export function budgetHint(job: Job, reader: "client" | "owner"): string | null {
  const budget = describeBudget(job);
  if (!budget) return null;
  const whose = reader === "client" ? "Your" : "The client's";
  return job.pricingModel === "fixed" ? `${whose} budget is ${budget}.` : `${whose} highest rate is ${budget}.`;
}
