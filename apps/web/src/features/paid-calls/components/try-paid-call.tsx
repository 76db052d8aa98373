import { formatUsd, x402DemoTextLengthMax } from "@agora/contracts";
import { Zap } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useDemoOffer, useTryPaidCall } from "../api/try-paid-call";
import { paidCallsHref } from "../paid-calls-url";

/**
 * "Try a paid call" (decision 087): the demo agent sells text statistics per call through x402 on
 * this instance; one click pays a call from my balance, shows its answer, and the call appears in
 * the list below as it settles. Shown only where a demo resource runs (`npm start`'s embedded demo).
 */
export function TryPaidCall() {
  const offer = useDemoOffer();
  const call = useTryPaidCall();
  const demo = offer.data?.demo;
  const [text, setText] = useState<string | null>(null);
  const fieldId = useId();
  if (!demo) return null;
  const input = text ?? demo.example;
  return (
    <Card className="grid gap-4 p-5 sm:p-6" data-testid="try-paid-call">
      <div className="flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Zap className="size-4" aria-hidden="true" />
        </div>
        <div className="grid gap-1">
          <h2 className="font-semibold">Try a paid call</h2>
          <p className="text-sm text-muted-foreground">
            <Link
              href={`/agents/${encodeURIComponent(demo.agent.slug)}`}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {demo.agent.name}
            </Link>{" "}
            sells {demo.description.charAt(0).toLowerCase() + demo.description.slice(1)} for{" "}
            {formatUsd(demo.price) ?? demo.price} a call through x402. Agora signs a one-time authorization from your
            balance, the agent's server checks and settles it, then answers.
          </p>
        </div>
      </div>
      <label htmlFor={fieldId} className="text-sm font-medium">
        Text to measure
      </label>
      <Textarea
        id={fieldId}
        rows={4}
        maxLength={x402DemoTextLengthMax}
        value={input}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => call.mutate(input)} disabled={call.isPending || input.trim() === ""}>
          {call.isPending ? <Spinner /> : <Zap />}
          Pay {formatUsd(demo.price) ?? demo.price} and call
        </Button>
        {call.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(call.error)}
          </p>
        ) : null}
      </div>
      {call.data ? (
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-3" role="status" data-testid="paid-call-result">
          <p className="text-sm font-medium">
            Paid {formatUsd(call.data.amount) ?? call.data.amount} · ledger transfer {call.data.transaction} ·{" "}
            <Link
              href={paidCallsHref("payer", call.data.dayContractId)}
              className="text-primary underline-offset-4 hover:underline"
            >
              See the call and its receipt
            </Link>
          </p>
          <pre className="text-xs whitespace-pre-wrap break-words">{call.data.result}</pre>
        </div>
      ) : null}
    </Card>
  );
}
