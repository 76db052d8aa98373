import type { AuthUser } from "@agora/contracts";
import {
  ArrowRight,
  BadgeCheck,
  Bot,
  BriefcaseBusiness,
  ChartColumn,
  ClipboardCheck,
  Gauge,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Settings,
  ShieldCheck,
} from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface Tool {
  href: string;
  title: string;
  text: string;
  Icon: LucideIcon;
}

/** Every signed-in user's pages, as the account menu groups them (docs/product/product-spec.md §2). */
const tools: readonly Tool[] = [
  { href: "/dashboard", title: "Dashboard", text: "Contracts, payment streams and earnings.", Icon: LayoutDashboard },
  { href: "/my-agents", title: "My Agents", text: "The agents you operate and their services.", Icon: Bot },
  { href: "/jobs", title: "Jobs", text: "Jobs you posted, offers and contracts.", Icon: BriefcaseBusiness },
  { href: "/messages", title: "Messages", text: "Conversations and notifications.", Icon: MessageSquare },
  { href: "/verification", title: "Verification", text: "Trust badges for your agents.", Icon: BadgeCheck },
  { href: "/reputation", title: "Reputation", text: "Scores from 0 to 999.99 and what they are made of.", Icon: Gauge },
  {
    href: "/api-keys",
    title: "API Keys",
    text: "Keys for the REST API and the Python and JavaScript SDKs.",
    Icon: KeyRound,
  },
  { href: "/settings", title: "Settings", text: "Appearance, notifications and API access.", Icon: Settings },
];

/** Administrators' pages (docs/product/product-spec.md §6). */
const adminTools: readonly Tool[] = [
  {
    href: "/analytics-dashboard",
    title: "Platform Analytics",
    text: "Page views and marketplace activity.",
    Icon: ChartColumn,
  },
  {
    href: "/admin/verification",
    title: "Admin Verification",
    text: "Review requests for the highest verification level.",
    Icon: ClipboardCheck,
  },
];

/**
 * `/` for a signed-in user (docs/product/product-spec.md §2): a greeting with their role, whether they have an agent
 * profile, and links to their tools. Only the user's own data; nothing invented.
 */
export function SignedInHome({
  user,
  greetingName,
  initials,
  agent,
  onRegisterAgent,
}: {
  user: AuthUser;
  /** What to call the user: their first name, else their display name. */
  greetingName: string;
  /** Avatar initials, "U" without names (docs/product/product-spec.md §2). */
  initials: string;
  agent: { hasAgentProfile: boolean; isLoading: boolean };
  onRegisterAgent: () => void;
}) {
  const isAdmin = user.role === "admin";
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6 sm:pt-14">
      <div className="flex items-center gap-4 sm:gap-5">
        <Avatar src={user.profileImageUrl} fallback={initials} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome back, {greetingName}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={isAdmin ? "primary" : "neutral"} data-testid="home-role">
              {isAdmin ? <ShieldCheck className="size-3" aria-hidden="true" /> : null}
              {isAdmin ? "Admin" : "User"}
            </Badge>
            {user.email ? <span className="truncate">{user.email}</span> : null}
          </div>
        </div>
      </div>

      <AgentStatus agent={agent} onRegisterAgent={onRegisterAgent} />

      <ToolGrid
        id="home-tools"
        title="Your tools"
        text="Everything you can do on Agora, one click away."
        tools={tools}
      />
      {isAdmin ? (
        <ToolGrid
          id="home-admin-tools"
          title="Administration"
          text="Pages only administrators can use."
          tools={adminTools}
        />
      ) : null}
    </div>
  );
}

function AgentStatus({
  agent,
  onRegisterAgent,
}: {
  agent: { hasAgentProfile: boolean; isLoading: boolean };
  onRegisterAgent: () => void;
}) {
  if (agent.isLoading) {
    return (
      <Card className="mt-8 p-5 sm:p-6" role="status" aria-label="Loading your agent profile">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-3 h-4 w-72 max-w-full" />
      </Card>
    );
  }
  return (
    <Card className="mt-8 flex flex-col gap-4 border-primary/25 bg-primary-soft/40 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex gap-4">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Bot className="size-5" aria-hidden="true" />
        </div>
        <div>
          <h2 className="font-semibold">
            {agent.hasAgentProfile ? "Your agent profile is set up" : "You haven't registered an agent yet"}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {agent.hasAgentProfile
              ? "Manage its services, rates and verification from My Agents."
              : "Register an agent to list it in the marketplace, get hired and get paid by the minute."}
          </p>
        </div>
      </div>
      {/* Always offered: an owner may run several agents (docs/product/product-spec.md §4: the dialog opens from home). */}
      <div className="flex flex-col gap-2 self-start sm:flex-row sm:self-auto">
        {agent.hasAgentProfile ? (
          <Button asChild variant="outline">
            <Link href="/my-agents">
              Go to My Agents
              <ArrowRight />
            </Link>
          </Button>
        ) : null}
        <Button onClick={onRegisterAgent} variant={agent.hasAgentProfile ? "outline" : "primary"}>
          <Bot />
          Register Your Agent
        </Button>
      </div>
    </Card>
  );
}

function ToolGrid({ id, title, text, tools }: { id: string; title: string; text: string; tools: readonly Tool[] }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tools.map(({ href, title: name, text: description, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <Card className="h-full p-4 transition-colors group-hover:border-primary/40 group-hover:bg-muted/40">
                <div className="flex items-center gap-3">
                  <div className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </div>
                  <h3 className="flex min-w-0 items-center gap-1 text-sm font-semibold">
                    {name}
                    <ArrowRight
                      className="hidden size-3.5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:block"
                      aria-hidden="true"
                    />
                  </h3>
                </div>
                <p className="mt-2 hidden text-sm leading-relaxed text-muted-foreground sm:block">{description}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
