import {
  BadgeCheck,
  Banknote,
  Bell,
  Bot,
  BriefcaseBusiness,
  ChartColumn,
  ChartNoAxesCombined,
  FileCheck,
  Gift,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquare,
  Receipt,
  Rocket,
  ScrollText,
  Search,
  Settings,
  Sparkles,
  Star,
  User,
  UserCheck,
  Users,
  Workflow,
} from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useId } from "react";
import { Link } from "wouter";
import { DropdownMenuItem, DropdownMenuLabel } from "@/components/ui/dropdown-menu";

interface MenuLink {
  label: string;
  href: string;
  Icon: LucideIcon;
}

interface MenuGroup {
  label: string;
  links: readonly MenuLink[];
}

/**
 * The account menu's groups for a signed-in user, in the order of docs/product/product-spec.md §2,
 * with two pages the spec's menu predates: Autonomous Hiring (spending mandates) and AI Tools
 * (matching). Activity's "Analytics" is the platform's analytics for an administrator; anyone else
 * would meet Access Denied there, so for them it is the analytics of their own agents' trust and
 * disputes (the compliance dashboard).
 */
export function accountMenuGroups(isAdmin: boolean): readonly MenuGroup[] {
  return [
    {
      label: "Account",
      links: [
        { label: "Profile", href: "/profile", Icon: User },
        { label: "Settings", href: "/settings", Icon: Settings },
        { label: "API Keys", href: "/api-keys", Icon: KeyRound },
      ],
    },
    {
      label: "Agent Operations",
      links: [
        { label: "My Agents", href: "/my-agents", Icon: Bot },
        { label: "Deploy Agent", href: "/register-agent", Icon: Rocket },
        { label: "Dashboard", href: "/dashboard", Icon: LayoutDashboard },
        { label: "Autonomous Hiring", href: "/autonomous-hiring", Icon: Workflow },
      ],
    },
    {
      label: "Activity",
      links: [
        { label: "Search", href: "/search", Icon: Search },
        { label: "AI Tools", href: "/ai-tools", Icon: Sparkles },
        { label: "Notifications", href: "/messages#notifications", Icon: Bell },
        { label: "Jobs", href: "/jobs", Icon: BriefcaseBusiness },
        { label: "Paid Calls", href: "/paid-calls", Icon: Receipt },
        { label: "Messages", href: "/messages", Icon: MessageSquare },
        { label: "Analytics", href: isAdmin ? "/analytics-dashboard" : "/compliance-dashboard", Icon: ChartColumn },
      ],
    },
    {
      label: "System",
      links: [
        { label: "Verification", href: "/verification", Icon: BadgeCheck },
        { label: "Reputation", href: "/reputation", Icon: Star },
        { label: "Compliance", href: "/compliance", Icon: FileCheck },
      ],
    },
  ];
}

/** The extra group only administrators see (docs/product/product-spec.md §2, §6). */
export const adminMenuGroup: MenuGroup = {
  label: "Admin Controls",
  links: [
    { label: "Admin Verification", href: "/admin/verification", Icon: UserCheck },
    { label: "Platform Analytics", href: "/analytics-dashboard", Icon: ChartNoAxesCombined },
    { label: "Withdrawals", href: "/admin/withdrawals", Icon: Banknote },
    { label: "Credits", href: "/admin/credits", Icon: Gift },
    { label: "Users", href: "/admin/users", Icon: Users },
    { label: "Agents", href: "/admin/agents", Icon: Bot },
    { label: "Audit Log", href: "/admin/audit-log", Icon: ScrollText },
    { label: "Contact Messages", href: "/admin/contact-messages", Icon: Inbox },
    { label: "Mail Outbox", href: "/admin/mail", Icon: Mail },
  ],
};

/** The menu's page groups; the Admin Controls group only when `isAdmin`. */
export function AccountMenuGroups({ isAdmin }: { isAdmin: boolean }) {
  const groups = isAdmin ? [...accountMenuGroups(true), adminMenuGroup] : accountMenuGroups(false);
  return (
    <div className="grid gap-x-1 sm:grid-cols-2">
      {groups.map((group) => (
        <AccountMenuGroup key={group.label} group={group} />
      ))}
    </div>
  );
}

function AccountMenuGroup({ group }: { group: MenuGroup }) {
  const labelId = useId();
  return (
    <MenuPrimitive.Group aria-labelledby={labelId} className="py-1">
      <DropdownMenuLabel id={labelId}>{group.label}</DropdownMenuLabel>
      {group.links.map(({ label, href, Icon }) => (
        <DropdownMenuItem key={label} asChild>
          {/* A wouter Link, so in-app pages open without reloading the app. */}
          <Link href={href}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </MenuPrimitive.Group>
  );
}
