import { type CreatedWebhook, type WebhookEndpoint, webhookEndpointsPerUserMax } from "@agora/contracts";
import { ChevronDown, CircleAlert, Plus, RotateCw, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useWebhooks } from "../api/list-webhooks";
import { CreateWebhookDialog } from "./create-webhook-dialog";
import { DeleteWebhookDialog } from "./delete-webhook-dialog";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookSecretDialog } from "./webhook-secret-dialog";

/**
 * The settings section for webhooks: the user's endpoints with their status (and why Agora
 * disabled one), adding one (its signing secret shown once), deleting, and each endpoint's
 * deliveries with Resend.
 */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const count = endpoints.data?.data.length ?? 0;
  const isAtLimit = count >= webhookEndpointsPerUserMax;

  return (
    <section aria-labelledby="webhooks-heading" className="mt-8 grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Agora POSTs signed events (offers, contracts, streams, disputes, reviews, verification) to your endpoints,
            at least once, retrying for 24 hours.
          </p>
        </div>
        <Button
          onClick={() => setIsCreateOpen(true)}
          disabled={isAtLimit}
          title={isAtLimit ? `You can have at most ${webhookEndpointsPerUserMax} endpoints` : undefined}
          className="self-start sm:self-auto"
        >
          <Plus />
          Add endpoint
        </Button>
      </div>

      <Card className="overflow-hidden">
        {endpoints.isPending ? (
          <div role="status" className="flex items-center gap-2 px-5 py-6 text-sm text-muted-foreground">
            <Spinner /> Loading webhook endpoints…
          </div>
        ) : endpoints.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            <h3 className="font-semibold">Couldn't load your webhook endpoints</h3>
            <p className="text-sm text-muted-foreground">{getErrorMessage(endpoints.error)}</p>
            <Button variant="outline" onClick={() => endpoints.refetch()} disabled={endpoints.isFetching}>
              {endpoints.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          </div>
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <Webhook className="size-5 text-primary" aria-hidden="true" />
            <h3 className="font-semibold">No webhook endpoints yet</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              Add an endpoint to hear about funded contracts, stream changes and more without polling.
            </p>
          </div>
        ) : (
          <ul className="divide-y">
            {endpoints.data.data.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
            ))}
          </ul>
        )}
      </Card>

      <CreateWebhookDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        onCreated={(result) => {
          setIsCreateOpen(false);
          setCreated(result);
        }}
      />
      <WebhookSecretDialog created={created} onClose={() => setCreated(null)} />
      <DeleteWebhookDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function EndpointRow({ endpoint, onDelete }: { endpoint: WebhookEndpoint; onDelete: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = `webhook-${endpoint.id}-deliveries`;
  return (
    <li className="grid grid-cols-1 gap-3 px-5 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm break-all">{endpoint.url}</code>
            <Badge variant={endpoint.status === "active" ? "primary" : "warning"}>{endpoint.status}</Badge>
          </div>
          {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
          <div className="flex flex-wrap gap-1">
            {endpoint.events.map((type) => (
              <Badge key={type} variant="outline" className="font-mono">
                {type}
              </Badge>
            ))}
          </div>
          {endpoint.status === "disabled" && endpoint.disabledReason ? (
            <p role="note" className="text-sm text-warning-soft-foreground">
              {endpoint.disabledReason}. Resend a delivery to turn it back on.
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <ChevronDown className={isOpen ? "rotate-180" : undefined} />
            Deliveries
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${endpoint.url}`}>
            <Trash2 />
            Delete
          </Button>
        </div>
      </div>
      {isOpen ? (
        <div id={panelId} className="rounded-lg border">
          <WebhookDeliveries endpointId={endpoint.id} />
        </div>
      ) : null}
    </li>
  );
}
