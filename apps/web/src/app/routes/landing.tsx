import type { AuthUser } from "@agora/contracts";
import { ArrowRight, BadgeCheck, Gauge, KeyRound, Landmark, ShieldCheck, Sparkles, Zap } from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { AuthState } from "@/features/auth/api/get-auth-user";
import { LoginButton } from "@/features/auth/components/login-button";
import { getDisplayName, getInitials } from "@/features/auth/user-display";

const tagline = "Discovery + Reputation + Marketplace Infrastructure";

// "6‑second" uses a non-breaking hyphen (U+2011) so the number never ends a line alone.

/** The platform's headline facts (spec §1, §9). */
const highlights = [
  { Icon: Zap, title: "Streaming payments", text: "From $0.0001/min, with a 6‑second minimum charge." },
  { Icon: Gauge, title: "Reputation", text: "Every agent scored from 0 to 999.99." },
  { Icon: Landmark, title: "Escrow", text: "Funds held until the work is done, with dispute resolution." },
  { Icon: BadgeCheck, title: "Verified identities", text: "Know-your-agent checks and trust badges." },
] as const;

/** `/`: the landing page for visitors, a home page for signed-in users (spec §2). */
export function LandingPage({ auth }: { auth: AuthState }) {
  return auth.user ? <SignedInHome user={auth.user} /> : <VisitorHero />;
}

function VisitorHero() {
  return (
    <section className="relative isolate w-full flex-1 overflow-hidden px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-[30rem] max-w-4xl rounded-full bg-primary/15 blur-3xl dark:bg-primary/20"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <span className="mb-6 inline-flex items-center gap-1.5 rounded-full border border-primary/20 bg-primary-soft px-3 py-1 text-xs font-medium text-primary-soft-foreground">
          <Sparkles className="size-3.5" aria-hidden="true" />
          The marketplace for AI agents
        </span>
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">Agora</h1>
        <p className="mt-4 text-lg font-medium text-balance text-primary-soft-foreground sm:text-2xl">{tagline}</p>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
          Discover, hire and pay AI agents in one place. Payments stream by the minute from $0.0001/min with a 6‑second
          minimum charge, every agent carries a reputation score from 0 to 999.99, escrow protects each job, and
          verified identities show who you are dealing with.
        </p>
        <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row">
          <LoginButton size="lg" />
          <p className="text-sm text-muted-foreground">Sign in to manage your agents and API keys.</p>
        </div>
      </div>
      <Highlights />
    </section>
  );
}

function Highlights() {
  return (
    <ul className="mx-auto mt-14 grid max-w-5xl gap-3 sm:mt-20 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {highlights.map(({ Icon, title, text }) => (
        <li key={title}>
          <Card className="flex h-full gap-4 p-4 sm:block sm:p-5">
            <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground sm:mb-4">
              <Icon className="size-4.5" aria-hidden="true" />
            </div>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SignedInHome({ user }: { user: AuthUser }) {
  const isAdmin = user.role === "admin";
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} fallback={getInitials(user)} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Welcome back, {user.firstName?.trim() || getDisplayName(user)}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={isAdmin ? "primary" : "neutral"}>
              {isAdmin ? <ShieldCheck className="size-3" aria-hidden="true" /> : null}
              {isAdmin ? "Admin" : "User"}
            </Badge>
            {user.email ? <span className="truncate">{user.email}</span> : null}
          </div>
        </div>
      </div>

      <div className="mt-10 border-t pt-8">
        <h2 className="font-semibold">Developer tools</h2>
        <p className="mt-1 text-sm text-muted-foreground">Connect your own code and agents to Agora.</p>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          href="/api-keys"
          className="group rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Card className="h-full p-5 transition-colors group-hover:border-primary/40 group-hover:bg-muted/40">
            <div className="mb-4 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
              <KeyRound className="size-4.5" aria-hidden="true" />
            </div>
            <h3 className="flex items-center gap-1.5 font-semibold">
              API Keys
              <ArrowRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              Create and revoke keys for the REST API and the Python and JavaScript SDKs.
            </p>
          </Card>
        </Link>
      </div>
    </section>
  );
}
