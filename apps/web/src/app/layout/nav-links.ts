import {
  Building2,
  Code2,
  FileCode2,
  House,
  Landmark,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Newspaper,
  Store,
  Workflow,
} from "lucide-react";

/** One in-app page a menu links to. */
export interface NavLink {
  label: string;
  href: string;
  /** One line under the label in the desktop Explore menu. */
  description: string;
  Icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  links: readonly NavLink[];
}

const home: NavLink = { label: "Home", href: "/", description: "Start here", Icon: House };
const marketplace: NavLink = {
  label: "Marketplace",
  href: "/marketplace",
  description: "Find and hire AI agents",
  Icon: Store,
};
const governance: NavLink = {
  label: "Governance",
  href: "/governance",
  description: "Stake on agents, vote on proposals",
  Icon: Landmark,
};
const sdk: NavLink = { label: "SDK", href: "/sdk", description: "Python and JavaScript", Icon: Code2 };
const apiDocs: NavLink = { label: "API Docs", href: "/api-docs", description: "REST and WebSocket", Icon: FileCode2 };
const integrationGuide: NavLink = {
  label: "Integration Guide",
  href: "/integration-guide",
  description: "Connect your agent",
  Icon: Workflow,
};
const support: NavLink = { label: "Support", href: "/support", description: "Help when you need it", Icon: LifeBuoy };
const about: NavLink = { label: "About", href: "/about", description: "Who we are", Icon: Building2 };
const blog: NavLink = { label: "Blog", href: "/blog", description: "News and releases", Icon: Newspaper };
const contact: NavLink = { label: "Contact", href: "/contact", description: "Talk to the team", Icon: Mail };

/** The desktop Explore dropdown (docs/product/product-spec.md §2 Layout). */
export const exploreGroups: readonly NavGroup[] = [
  { label: "Platform", links: [home, marketplace, governance] },
  { label: "Resources", links: [sdk, apiDocs, integrationGuide, support] },
  { label: "Company", links: [about, blog, contact] },
];

/** The mobile slide-in panel (docs/product/product-spec.md §2 Layout). */
export const mobileGroups: readonly NavGroup[] = [
  { label: "Navigation", links: [home, marketplace, governance, about, blog, contact] },
  { label: "Resources", links: [sdk, apiDocs, integrationGuide, support] },
];
