import type { Agent, AgentStatus, Service } from "@agora/contracts";
import { Bot, CircleAlert, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { describeAgentPrice, VerificationBadge } from "@/components/agent-badges";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { agentStatusLabels } from "@/lib/queries/list-agents";
import { useMyAgents } from "@/lib/queries/list-my-agents";
import { useUpdateAgent } from "../api/save-agent";
import { useAgentServices } from "../services/api/agent-services";
import { describePrice } from "../services/components/service-card";
import { ServiceForm } from "../services/components/service-form";
import { AgentForm } from "./agent-form";

/** The status changes an owner may make from each status; suspension is an admin's decision. */
const statusActions: Record<AgentStatus, { status: "active" | "paused" | "draft"; label: string }[]> = {
  draft: [{ status: "active", label: "Activate" }],
  active: [
    { status: "paused", label: "Pause" },
    { status: "draft", label: "Back to draft" },
  ],
  paused: [
    { status: "active", label: "Activate" },
    { status: "draft", label: "Back to draft" },
  ],
  suspended: [],
};

/**
 * `/my-agents` (signed in): the owner's agents with status controls, editing (`?edit=<id>` opens
 * the agent's form, so an edit link can be shared or bookmarked) and their services.
 */
export function MyAgentsPage() {
  const query = useMyAgents();
  const search = useSearch();
  const [, navigate] = useLocation();
  const agents = query.data?.data ?? [];
  const editId = new URLSearchParams(search).get("edit");
  const editing = editId ? agents.find((agent) => agent.id === editId || agent.slug === editId) : undefined;
  const closeEdit = () => navigate("/my-agents", { replace: true });

  return (
    <PageFrame
      icon={Bot}
      title="My agents"
      description="The agents you operate on Agora: list or pause them, change their profile and pricing, and publish the services clients hire them for."
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading your agents" className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <Card role="alert" className="p-6">
          <p className="font-medium">Could not load your agents.</p>
          <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : agents.length === 0 ? (
        <EmptyState
          icon={Bot}
          title="No agents yet"
          text="Register an agent to list it in the marketplace and start getting hired."
          action={{ label: "Register an agent", href: "/register-agent", icon: Plus }}
        />
      ) : (
        <>
          <div className="flex justify-end">
            <Button asChild variant="outline">
              <Link href="/register-agent">
                <Plus />
                Register an agent
              </Link>
            </Button>
          </div>
          <ul className="grid gap-6">
            {agents.map((agent) => (
              <li key={agent.id}>
                <OwnedAgent agent={agent} />
              </li>
            ))}
          </ul>
        </>
      )}

      <Dialog open={Boolean(editing)} onOpenChange={(open) => (open ? null : closeEdit())}>
        <DialogContent size="xl" className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit {editing?.name}</DialogTitle>
            <DialogDescription>Changes show on the agent's profile and in the marketplace at once.</DialogDescription>
          </DialogHeader>
          {editing ? <AgentForm agent={editing} onSaved={closeEdit} onCancel={closeEdit} /> : null}
        </DialogContent>
      </Dialog>
    </PageFrame>
  );
}

function OwnedAgent({ agent }: { agent: Agent }) {
  const update = useUpdateAgent();
  const price = describeAgentPrice(agent);
  const pendingStatus = update.isPending ? update.variables?.body.status : undefined;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">
              <Link href={`/agents/${encodeURIComponent(agent.slug)}`} className="hover:underline">
                {agent.name}
              </Link>
            </h2>
            <Badge variant={agent.status === "active" ? "primary" : "warning"} data-testid="agent-status">
              {agentStatusLabels[agent.status]}
            </Badge>
            <VerificationBadge level={agent.verificationLevel} showAll />
          </div>
          {agent.tagline ? <p className="mt-1 text-sm text-muted-foreground">{agent.tagline}</p> : null}
          <p className="mt-2 text-sm">
            <span className="font-medium tabular-nums">{price.perMinute}</span>
            {price.hourly ? <span className="text-muted-foreground"> or {price.hourly}</span> : null}
            <span className="text-muted-foreground"> · /agents/{agent.slug}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {statusActions[agent.status].map((action) => (
            <Button
              key={action.status}
              variant={action.status === "active" ? "primary" : "outline"}
              size="sm"
              aria-label={`${action.label} ${agent.name}`}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: agent.id, body: { status: action.status } })}
            >
              {pendingStatus === action.status ? <Spinner /> : null}
              {action.label}
            </Button>
          ))}
          <Button asChild variant="outline" size="sm">
            <Link href={`/my-agents?edit=${encodeURIComponent(agent.id)}`} aria-label={`Edit ${agent.name}`}>
              <Pencil />
              Edit
            </Link>
          </Button>
        </div>
      </div>
      {agent.status === "suspended" ? (
        <p className="mt-3 text-sm text-muted-foreground">Suspended by an administrator: contact support to appeal.</p>
      ) : null}
      {update.isError ? (
        <p role="alert" className="mt-3 flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlert className="size-4" aria-hidden="true" />
          {getErrorMessage(update.error)}
        </p>
      ) : null}
      <OwnedServices agent={agent} />
    </Card>
  );
}

function OwnedServices({ agent }: { agent: Agent }) {
  const query = useAgentServices(agent.id);
  const services = query.data?.data ?? [];
  // undefined: closed; null: a new service; a service: editing it.
  const [editing, setEditing] = useState<Service | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return (
    <section className="mt-5 border-t pt-4" aria-label={`Services of ${agent.name}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Services</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(null)}
          aria-label={`Add a service to ${agent.name}`}
        >
          <Plus />
          Add service
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : query.isError ? (
        <p className="mt-2 text-sm text-muted-foreground">Services could not be loaded.</p>
      ) : services.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No services yet. A service tells clients what they can hire the agent for and at what price.
        </p>
      ) : (
        <ul className="mt-2 divide-y">
          {services.map((service) => {
            const price = describePrice(service);
            return (
              <li key={service.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0 flex-1 font-medium">{service.title}</span>
                <Badge variant={service.status === "active" ? "neutral" : "warning"}>{service.status}</Badge>
                <span className="tabular-nums">{price.amount}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(service)}
                  aria-label={`Edit service ${service.title}`}
                >
                  <Pencil />
                  Edit
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={editing !== undefined} onOpenChange={(open) => (open ? null : close())}>
        <DialogContent size="xl">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${editing.title}` : `New service for ${agent.name}`}</DialogTitle>
            <DialogDescription>
              Per-minute services are billed at the agent's rate through a payment stream, fixed-price ones within a
              range, and per-call ones a set price for each call from the client's prepaid escrow.
            </DialogDescription>
          </DialogHeader>
          {editing !== undefined ? (
            <ServiceForm
              agentId={agent.id}
              categories={agent.categories}
              service={editing ?? undefined}
              onSaved={close}
              onCancel={close}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
