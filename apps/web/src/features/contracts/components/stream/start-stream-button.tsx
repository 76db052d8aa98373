import type { Contract } from "@agora/contracts";
import { Play } from "lucide-react";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatRate } from "@/lib/deals/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { useStartStream } from "../../api/start-stream";

/** "Start stream" with its own progress and a new idempotency key per click. */
export function StartStreamButton({
  contract,
  notify,
  label,
  variant = "primary",
}: {
  contract: Contract;
  notify: ShowNotice;
  label: string;
  variant?: "primary" | "outline";
}) {
  const start = useStartStream();
  return (
    <Button
      variant={variant}
      disabled={start.isPending}
      onClick={async () => {
        // mutateAsync: the button is replaced by the meter (and unmounts) once the stream is stored.
        try {
          await start.mutateAsync({ contractId: contract.id, key: newIdempotencyKey() });
          notify({ tone: "success", text: `Stream started at ${formatRate(contract.basePerMinuteRate ?? "0")}` });
        } catch (error) {
          notify({ tone: "error", text: getErrorMessage(error) });
        }
      }}
    >
      {start.isPending ? <Spinner /> : <Play />}
      {start.isPending ? "Starting…" : label}
    </Button>
  );
}
