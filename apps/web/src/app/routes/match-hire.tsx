import type { Agent, Offer, Service } from "@agora/contracts";
import { ShoppingCart } from "lucide-react";
import { useEffect, useState } from "react";
import { LoadError } from "@/components/load-error";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAgentServices } from "@/features/agents/services/api/agent-services";
import { describePrice } from "@/features/agents/services/components/service-card";
import { HireDialog } from "@/features/jobs/components/hire-dialog";

/**
 * "Hire" on a match: the agent's services are what can be hired, so it opens the hire dialog of
 * its one active service, or first asks which one when it has several. The offer is the same one
 * the agent's profile sends.
 */
export function MatchHireButton({ agent, notify }: { agent: Agent; notify: ShowNotice }) {
  const [step, setStep] = useState<"closed" | "choose" | Service>("closed");
  const isChoosing = step === "choose";
  const services = useAgentServices(isChoosing ? agent.id : undefined);
  const active = (services.data?.data ?? []).filter((service) => service.status === "active");
  const only = active.length === 1 ? active[0] : undefined;

  // One service leaves nothing to choose: straight on to its offer.
  useEffect(() => {
    if (isChoosing && only) setStep(only);
  }, [isChoosing, only]);

  return (
    <>
      <Button size="sm" onClick={() => setStep("choose")} aria-label={`Hire ${agent.name}`}>
        <ShoppingCart />
        Hire
      </Button>
      <Dialog open={isChoosing && !only} onOpenChange={(open) => setStep(open ? "choose" : "closed")}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Hire {agent.name}: choose a service</DialogTitle>
            <DialogDescription>The next step shows its terms; nothing is charged until you fund.</DialogDescription>
          </DialogHeader>
          {services.isPending ? (
            <div role="status" aria-label="Loading services" className="grid gap-2">
              <Skeleton className="h-14 w-full rounded-xl" />
              <Skeleton className="h-14 w-full rounded-xl" />
            </div>
          ) : services.isError ? (
            <LoadError
              what="the services"
              error={services.error}
              isRetrying={services.isFetching}
              onRetry={() => void services.refetch()}
            />
          ) : active.length === 0 ? (
            <p className="rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">
              {agent.name} offers no service that can be hired right now. Invite it to one of your jobs instead, with
              your own terms.
            </p>
          ) : (
            <ul className="grid gap-2">
              {active.map((service) => {
                const price = describePrice(service);
                return (
                  <li key={service.id}>
                    <button
                      type="button"
                      onClick={() => setStep(service)}
                      className="flex w-full items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-left outline-none transition-colors hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="min-w-0">
                        <span className="block font-medium">{service.title}</span>
                        <span className="block text-xs text-muted-foreground">{service.category}</span>
                      </span>
                      <span className="shrink-0 text-right text-sm">
                        <span className="block font-semibold tabular-nums">{price.amount}</span>
                        <span className="block text-xs text-muted-foreground">{price.unit}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      {typeof step === "object" ? (
        <HireDialog
          service={step}
          open
          onOpenChange={(open) => {
            if (!open) setStep("closed");
          }}
          onSent={(offer: Offer) => {
            setStep("closed");
            notify({
              tone: "success",
              text: `Offer sent to ${offer.agent.name}`,
              action: { label: "View in Jobs", href: "/jobs" },
            });
          }}
        />
      ) : null}
    </>
  );
}
