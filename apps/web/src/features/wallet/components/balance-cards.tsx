import { formatUsd, parseMicros, type Wallet } from "@agora/contracts";
import { ArrowRight, Lock, type LucideIcon, ShieldCheck, WalletMinimal } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

const balances: ReadonlyArray<{
  key: "available" | "escrow" | "staked";
  label: string;
  caption: string;
  icon: LucideIcon;
}> = [
  { key: "available", label: "Available", caption: "Ready to spend or withdraw", icon: WalletMinimal },
  { key: "escrow", label: "In escrow", caption: "Held for contracts you fund", icon: Lock },
  { key: "staked", label: "Staked", caption: "Backing agents, active or cooling down", icon: ShieldCheck },
];

/** The three balances, each as a card; the amounts are exact to the micro-dollar. */
export function BalanceCards({ wallet }: { wallet: Wallet | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-busy={!wallet}>
      {wallet ? null : (
        <p role="status" className="sr-only">
          Loading balances
        </p>
      )}
      {balances.map(({ key, label, caption, icon: Icon }) => (
        <Card
          key={key}
          className={cn("min-w-0 p-4 sm:p-5", key === "available" && "col-span-2 sm:col-span-1")}
          data-testid={`balance-${key}`}
        >
          <div className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <span
              className={cn(
                "flex size-6 items-center justify-center rounded-md",
                key === "available" ? "bg-primary-soft text-primary-soft-foreground" : "bg-muted",
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            <h3>{label}</h3>
          </div>
          {wallet ? (
            <p
              className={cn(
                "mt-3 truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-[1.75rem]",
                key !== "available" && parseMicros(wallet[key]) === 0n && "text-muted-foreground",
              )}
              title={`${formatUsd(wallet[key]) ?? wallet[key]} ${wallet.currency}`}
            >
              {formatUsd(wallet[key]) ?? wallet[key]}
            </p>
          ) : (
            <Skeleton className="mt-3 h-8 w-28" />
          )}
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
          {key === "staked" ? (
            // Stakes, their earnings and cooldowns live on the governance page.
            <Link
              href="/governance"
              className="mt-2 inline-flex items-center gap-1 rounded text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              Manage stakes
              <ArrowRight className="size-3" aria-hidden="true" />
            </Link>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
