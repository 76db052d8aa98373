import { type Contract, type ContractCall, formatUsd } from "@agora/contracts";
import { BadgeCheck, CircleAlert, Radio, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { CodeBlock } from "@/components/code-block";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { MoneyLine } from "@/components/money-line";
import { SignedFieldList } from "@/components/signed-field-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { type CallReceiptCheck, useCallReceiptCheck, useContractCalls } from "../../api/list-calls";

const usd = (value: string) => formatUsd(value) ?? value;

/** The SDK lines a client's software runs to make one call of this contract. */
export function callSnippet(contractId: string): string {
  return [
    'import { Agora, verifyCallReceipt } from "@agora/sdk";',
    "",
    "const agora = new Agora({ apiKey: process.env.AGORA_API_KEY });",
    `const call = await agora.contracts.call("${contractId}");`,
    "// call.receipt is signed by Agora: check it offline with the key set",
    "// of /.well-known/agora-receipts.json and verifyCallReceipt.",
  ].join("\n");
}

/**
 * A per-call contract (decision 086): its calls, spend, what is still owed to the agent's owner and
 * what the escrow can still pay for, then the calls themselves, each with its receipt checked in the
 * browser; all of it live while the contract's channel is up.
 */
export function CallPanel({ contract }: { contract: Contract }) {
  const isActive = contract.status === "active";
  const { query, isLive } = useContractCalls(contract.id, isActive);
  const calls = query.data?.pages.flatMap((page) => page.data) ?? [];
  const figures = contract.calls ?? { count: 0, spent: "0", unpaid: "0", available: contract.escrow };
  const price = contract.pricePerCall ?? "0";
  const isClient = contract.role === "client";

  return (
    <section className="grid gap-6" aria-labelledby="calls-title">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="calls-title" className="font-semibold">
            Calls
          </h2>
          {isActive && isLive ? (
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
              <Radio className="size-3.5 text-success" aria-hidden="true" />
              Live
            </span>
          ) : null}
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 sm:gap-x-8">
          <MoneyLine label="Calls made" value={figures.count.toLocaleString("en-US")} testId="calls-count" isStrong />
          <MoneyLine label="Price per call" value={formatUsd(price, "price") ?? price} />
          <MoneyLine label="Spent" value={usd(figures.spent)} testId="calls-spent" />
          <MoneyLine label="Not yet paid to the owner" value={usd(figures.unpaid)} testId="calls-unpaid" />
          <MoneyLine
            label="Available for calls"
            value={usd(figures.available)}
            testId="calls-available"
            isStrong={isClient}
          />
          {contract.callCap ? (
            <MoneyLine
              label="Cap"
              value={`${contract.callCap.maxCalls.toLocaleString("en-US")} a ${contract.callCap.period}`}
            />
          ) : null}
        </dl>
        {isClient && isActive ? (
          <p className="mt-4 text-xs text-muted-foreground">
            Calls stop with 409 insufficient_funds once the escrow cannot pay for one; add to escrow to keep going.
          </p>
        ) : null}
      </Card>
      {isClient && isActive ? (
        <CodeBlock title="Make a call from your software (JavaScript SDK)" code={callSnippet(contract.id)} />
      ) : null}
      <section className="grid gap-3" aria-label="Call list">
        <h3 className="text-sm font-semibold tracking-tight">Recent calls</h3>
        {query.isPending ? (
          <Skeleton className="h-24 w-full" role="status" aria-label="Loading calls" />
        ) : query.isError && calls.length === 0 ? (
          <LoadError
            what="the calls"
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : calls.length === 0 ? (
          <Card className="px-5 py-8 text-center text-sm text-muted-foreground">
            No calls yet.{" "}
            {isClient
              ? "Each call your software makes shows up here with its signed receipt."
              : "Each call the client makes shows up here with its signed receipt."}
          </Card>
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y">
              {calls.map((call) => (
                <li key={call.id}>
                  <CallRow call={call} />
                </li>
              ))}
            </ul>
            <LoadMoreFooter query={query} what="calls" />
          </Card>
        )}
      </section>
    </section>
  );
}

function CallRow({ call }: { call: ContractCall }) {
  const [isOpen, setIsOpen] = useState(false);
  const check = useCallReceiptCheck(call.receipt);
  return (
    <div className="grid gap-2 px-5 py-3" data-testid="contract-call">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium tabular-nums">
            Call #{call.seq} · {formatUsd(call.price, "price") ?? call.price}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {formatDateTime(call.createdAt)} · {usd(call.spent)} spent in all
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CheckBadge check={check} />
          <Badge variant={call.paid ? "primary" : "warning"}>{call.paid ? "Paid out" : "In escrow"}</Badge>
          <Button variant="outline" size="sm" onClick={() => setIsOpen(!isOpen)} aria-expanded={isOpen}>
            {isOpen ? "Hide receipt" : "Receipt"}
          </Button>
        </div>
      </div>
      {isOpen ? <ReceiptFields call={call} check={check} /> : null}
    </div>
  );
}

/** The short outcome of the receipt check, on every row. */
function CheckBadge({ check }: { check: CallReceiptCheck }) {
  if (check === "verified")
    return (
      <span className="flex items-center gap-1 text-xs font-medium text-success">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        Signature verified
      </span>
    );
  if (check === "invalid")
    return (
      <span className="flex items-center gap-1 text-xs font-medium text-destructive">
        <CircleAlert className="size-3.5" aria-hidden="true" />
        Signature invalid
      </span>
    );
  return (
    <span className="flex items-center gap-1 text-xs text-muted-foreground">
      <ShieldQuestion className="size-3.5" aria-hidden="true" />
      {check === "checking" ? "Checking…" : "Keys unavailable"}
    </span>
  );
}

/** The receipt's fields as signed, and what the check means. */
function ReceiptFields({ call, check }: { call: ContractCall; check: CallReceiptCheck }) {
  const r = call.receipt;
  const fields: Array<[string, string]> = [
    ["Contract", r.contractId],
    ["Call", String(r.seq)],
    ["Price", `$${r.price}`],
    ["Spent in all", `$${r.spent}`],
    ["At", r.at],
    ["Signed with key", r.keyId],
    ["Signature", r.signature],
  ];
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="call-receipt">
      <p className={check === "invalid" ? "text-destructive" : "text-muted-foreground"}>
        {check === "verified"
          ? "Checked in your browser with Agora's published key (Ed25519 over the receipt's canonical JSON)."
          : check === "invalid"
            ? "This signature does not verify with Agora's published keys."
            : check === "checking"
              ? "Checking the signature…"
              : "The published keys could not be loaded to check the signature."}
      </p>
      <SignedFieldList fields={fields} termWidth="8rem" />
      <p className="text-xs text-muted-foreground">
        {formatDateTime(call.createdAt)}
        {call.paid ? " · paid to the agent's owner" : " · held in escrow until the next payout"}
      </p>
    </div>
  );
}
