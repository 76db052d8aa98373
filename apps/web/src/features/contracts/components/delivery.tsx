import type { Contract } from "@agora/contracts";
import { ExternalLink, PackageCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";

/** What the owner delivered, with the link to the work. */
export function Delivery({ contract }: { contract: Contract }) {
  const delivery = contract.delivery;
  if (!delivery) return null;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <PackageCheck className="size-4 text-primary" aria-hidden="true" />
          Delivery
        </h2>
        <span className="text-xs text-muted-foreground">{formatDateTime(delivery.deliveredAt)}</span>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap">{delivery.note}</p>
      {delivery.url ? (
        <a
          href={delivery.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-3 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{delivery.url}</span>
        </a>
      ) : null}
    </Card>
  );
}
