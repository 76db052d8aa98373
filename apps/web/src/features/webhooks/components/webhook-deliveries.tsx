import type { WebhookDelivery } from "@agora/contracts";
import { CircleAlert, RotateCw, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatDateTime } from "@/lib/format";
import { useWebhookDeliveries } from "../api/list-webhook-deliveries";
import { useResendWebhookDelivery } from "../api/resend-webhook-delivery";

const statusVariant = { delivered: "primary", pending: "neutral", failed: "warning" } as const;

/** An endpoint's deliveries, newest first, each with a Resend button; more on demand. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery(endpointId);

  if (deliveries.isPending)
    return (
      <div role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
        <Spinner /> Loading deliveries…
      </div>
    );
  if (deliveries.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
        <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
        <span>Couldn't load the deliveries: {getErrorMessage(deliveries.error)}</span>
        <Button variant="outline" size="sm" onClick={() => deliveries.refetch()}>
          <RotateCw /> Try again
        </Button>
      </div>
    );
  const rows = deliveries.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return (
      <p className="px-4 py-3 text-sm text-muted-foreground">
        No deliveries yet: events you subscribed to appear here.
      </p>
    );

  return (
    <div className="grid grid-cols-1 gap-2">
      {resend.error ? (
        <p role="alert" className="px-4 text-sm text-destructive">
          {getErrorMessage(resend.error)}
        </p>
      ) : null}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Deliveries</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th className="px-4 py-2 font-medium">Event</th>
              <th className="px-4 py-2 font-medium">Status</th>
              <th className="px-4 py-2 font-medium">Attempt</th>
              <th className="px-4 py-2 font-medium">Next attempt</th>
              <th className="px-4 py-2 font-medium">Latency</th>
              <th className="px-4 py-2 font-medium">Queued</th>
              <th className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                isResending={resend.isPending && resend.variables === delivery.id}
                onResend={() => resend.mutate(delivery.id)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {deliveries.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="mx-4 self-start"
          onClick={() => deliveries.fetchNextPage()}
          disabled={deliveries.isFetchingNextPage}
        >
          {deliveries.isFetchingNextPage ? <Spinner /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function DeliveryRow({
  delivery,
  isResending,
  onResend,
}: {
  delivery: WebhookDelivery;
  isResending: boolean;
  onResend: () => void;
}) {
  return (
    <tr>
      <td className="px-4 py-2 font-mono text-xs">{delivery.eventType}</td>
      <td className="px-4 py-2">
        <Badge variant={statusVariant[delivery.status]}>{delivery.status}</Badge>{" "}
        <span className="text-xs text-muted-foreground" title={delivery.lastError ?? undefined}>
          {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : delivery.lastError ? "no answer" : ""}
        </span>
      </td>
      <td className="px-4 py-2 tabular-nums">{delivery.attempt}</td>
      <td className="px-4 py-2 text-xs">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : "–"}</td>
      <td className="px-4 py-2 tabular-nums">{delivery.latencyMs !== null ? `${delivery.latencyMs} ms` : "–"}</td>
      <td className="px-4 py-2 text-xs">{formatDateTime(delivery.createdAt)}</td>
      <td className="px-4 py-2 text-right">
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={isResending}
          aria-label={`Resend ${delivery.eventType}`}
        >
          {isResending ? <Spinner /> : <Send />}
          Resend
        </Button>
      </td>
    </tr>
  );
}
