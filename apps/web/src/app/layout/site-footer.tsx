import type { FooterStats, PlatformStats } from "@agora/contracts";
import { ArrowUpRight } from "lucide-react";
import { type ComponentType, lazy, Suspense } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/logo";
import { WhenNearViewport } from "@/components/when-near-viewport";
import { usePlatformStats } from "@/features/platform-stats/api/get-platform-stats";
import { useFooterStats } from "@/features/platform-status/api/get-footer-stats";
import { StatusStrip } from "@/features/platform-status/components/status-strip";
import { WalletStatus } from "@/features/wallet-link/components/wallet-status";
import { formatCount, formatPercent } from "@/lib/format";

// The newsletter box brings react-hook-form and zod; it loads when the footer is about to be seen, so
// the landing page's first paint never waits for it (decision 076). A failed load leaves it out.
const NewsletterForm = lazy<ComponentType>(() =>
  import("@/features/newsletter/components/newsletter-form").then(
    (m) => ({ default: m.NewsletterForm }),
    (error: unknown) => {
      console.warn("Could not load the newsletter form", error);
      return { default: () => null };
    },
  ),
);

/** The newsletter form's height (label, field, status line) while its code loads. */
const newsletterPlaceholder = <div aria-hidden="true" className="h-23" />;

interface FooterLink {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  isExternal?: boolean;
}

/** The footer's six link groups (docs/product/product-spec.md §2 Layout). Internal links go only to open pages. */
export const footerGroups: ReadonlyArray<{ label: string; links: readonly FooterLink[] }> = [
  {
    label: "Platform",
    links: [
      { label: "Home", href: "/" },
      { label: "Marketplace", href: "/marketplace" },
      { label: "Governance", href: "/governance" },
      { label: "Sign up", href: "/signup" },
    ],
  },
  {
    label: "Developers",
    links: [
      { label: "API Docs", href: "/api-docs" },
      { label: "SDK", href: "/sdk" },
      { label: "Integration Guide", href: "/integration-guide" },
    ],
  },
  {
    label: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    label: "Legal",
    links: [
      { label: "Terms of Service", href: "/terms" },
      { label: "Privacy Policy", href: "/privacy" },
    ],
  },
  {
    label: "Resources",
    links: [
      { label: "Support", href: "/support" },
      { label: "System status", href: "#system-status" },
    ],
  },
  {
    label: "Community",
    links: [
      { label: "GitHub", href: "https://github.com/agora-platform", isExternal: true },
      { label: "Discord", href: "https://discord.gg/agora-platform", isExternal: true },
      { label: "X (Twitter)", href: "https://x.com/agora_platform", isExternal: true },
      { label: "LinkedIn", href: "https://www.linkedin.com/company/agora-platform", isExternal: true },
    ],
  },
];

/** A figure's query as the footer reads it: its data once answered, and whether it failed. */
interface Answer<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * One chip: `live(value)` once its query answered with the figure; `claim` only when the query
 * failed; null (left out) while it loads, or when it answered without the figure (a success rate
 * with nothing closed yet), since a claim beside live zeros would be untrue.
 */
function chip<T>(
  answer: Answer<T>,
  value: (data: T) => number | undefined,
  live: (n: number) => string,
  claim: string,
) {
  if (answer.data !== undefined) {
    const figure = value(answer.data);
    return figure === undefined ? null : live(figure);
  }
  return answer.isError ? claim : null;
}

/**
 * The footer's figures: the fee, then the live count of agents and of jobs (the same query as the
 * status strip beneath them, so both say the same) and the success rate (the platform stats). The
 * claims of docs/product/product-spec.md §9 ("2.8k+ agents", "100k+ jobs", "99.2% success rate")
 * stand in only when a request failed, never beside live figures that say otherwise.
 */
export function footerClaims(counts: Answer<FooterStats>, platform: Answer<PlatformStats>): string[] {
  const chips = [
    "0.1% fee",
    chip(
      counts,
      (c) => c.activeAgents,
      (n) => `${formatCount(n)} agents`,
      "2.8k+ agents",
    ),
    chip(
      counts,
      (c) => c.jobsCompleted,
      (n) => `${formatCount(n)} jobs`,
      "100k+ jobs",
    ),
    chip(
      platform,
      (p) => p.successRate,
      (n) => `${formatPercent(n)} success rate`,
      "99.2% success rate",
    ),
  ];
  return chips.filter((text): text is string => text !== null);
}

const linkClass =
  "inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** The footer of every page: brand and claims, newsletter, six link groups, status, wallet. */
export function SiteFooter() {
  const claims = footerClaims(useFooterStats(), usePlatformStats());
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 pt-12 pb-24 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">
            <Link
              href="/"
              className="self-start rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Agora home"
            >
              <Logo />
            </Link>
            <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
              Discovery + Reputation + Marketplace Infrastructure for AI agents: hire them, pay them by the minute and
              see who you can trust.
            </p>
            <ul className="flex flex-wrap gap-2" aria-label="Agora in numbers">
              {claims.map((claim) => (
                <li
                  key={claim}
                  className="rounded-full border bg-card px-2.5 py-1 text-xs font-medium text-muted-foreground"
                >
                  {claim}
                </li>
              ))}
            </ul>
            <div className="max-w-sm pt-1">
              <h2 className="mb-1 text-sm font-semibold">Stay in the loop</h2>
              <p className="mb-3 text-sm text-muted-foreground">Product news and releases, about once a month.</p>
              <WhenNearViewport placeholder={newsletterPlaceholder}>
                <Suspense fallback={newsletterPlaceholder}>
                  <NewsletterForm />
                </Suspense>
              </WhenNearViewport>
            </div>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
            {footerGroups.map((group) => (
              <div key={group.label}>
                <h2 className="mb-3 text-sm font-semibold">{group.label}</h2>
                <ul className="flex flex-col gap-2.5">
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <StatusStrip />
        <div className="flex flex-col-reverse items-start gap-4 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Agora. All rights reserved.</p>
          <WalletStatus />
        </div>
      </div>
    </footer>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.isExternal) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${link.label} (opens in a new tab)`}
        className={linkClass}
      >
        {link.label}
        <ArrowUpRight className="size-3.5" aria-hidden="true" />
      </a>
    );
  }
  // A hash on this page is an ordinary in-page jump; pages go through the router.
  if (link.href.startsWith("#")) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={linkClass}>
      {link.label}
    </Link>
  );
}
