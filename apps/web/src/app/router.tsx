import type { AuthUser } from "@agora/contracts";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { PageErrorBoundary } from "@/components/error-boundary";
import { LoadingScreen } from "@/components/loading-screen";
import { usePageViewReporting } from "@/features/analytics/api/report-page-view";
import { useAuthRefresh } from "@/features/auth/api/auth-refresh";
import { cn } from "@/lib/cn";
import { useIntendedDestination } from "@/lib/intended-destination";
import { lazyWithPreload, type PreloadableComponent } from "@/lib/lazy-page";
import { type AuthState, useAuth } from "@/lib/queries/get-auth-user";
import { useScrollToTop } from "@/lib/use-scroll-to-top";
import { Layout } from "./layout";
import { AccessDeniedPage } from "./routes/access-denied";
import { LandingRoute } from "./routes/landing";
import { NotFoundPage } from "./routes/not-found";
import { PageFallback } from "./routes/page-fallback";

/** What every routed page receives; most pages use neither. */
export interface PageProps {
  user: AuthUser | null;
  params: Record<string, string | undefined>;
}

/** Who may open a route (docs/product/product-spec.md §2, §6). */
export type Access = "open" | "signed-in" | "admin";

// Pages are code-split so the landing page's first load stays small. Related pages share a chunk
// (one module each), so opening one makes its neighbours instant.
const page = (load: () => Promise<(props: PageProps) => ReactNode>, name: string) =>
  lazyWithPreload<PageProps>(load, `${name} page`);

const pages = {
  signup: page(() => import("@/app/routes/signup-page").then((m) => m.SignupPage), "signup"),
  marketplace: page(
    () => import("@/features/agents/marketplace/components/marketplace-page").then((m) => m.MarketplacePage),
    "marketplace",
  ),
  agentProfile: page(() => import("@/app/routes/agent-profile-page").then((m) => m.AgentProfilePage), "agent profile"),
  search: page(
    () => import("@/features/agents/marketplace/components/search-page").then((m) => m.SearchPage),
    "search",
  ),
  about: page(() => import("@/app/routes/company-pages").then((m) => m.AboutPage), "about"),
  blog: page(() => import("@/features/blog/components/blog-page").then((m) => m.BlogPage), "blog"),
  blogPost: page(() => import("@/features/blog/components/blog-post-page").then((m) => m.BlogPostPage), "blog post"),
  support: page(() => import("@/features/support/components/support-page").then((m) => m.SupportPage), "support"),
  supportArticle: page(
    () => import("@/features/support/components/support-article-page").then((m) => m.SupportArticlePage),
    "support article",
  ),
  contact: page(() => import("@/app/routes/company-pages").then((m) => m.ContactPage), "contact"),
  governance: page(() => import("@/app/routes/governance-page").then((m) => m.GovernancePage), "governance"),
  withdrawalDesk: page(
    () => import("@/features/admin-desk/components/withdrawal-desk-page").then((m) => m.WithdrawalDeskPage),
    "withdrawals",
  ),
  credits: page(() => import("@/features/admin-desk/components/credits-page").then((m) => m.CreditsPage), "credits"),
  ledgerCheck: page(
    () => import("@/features/admin-desk/components/ledger-check-page").then((m) => m.LedgerCheckPage),
    "ledger check",
  ),
  auditLog: page(
    () => import("@/features/admin-desk/components/audit-log-page").then((m) => m.AuditLogPage),
    "audit log",
  ),
  contactMessages: page(
    () => import("@/features/contact/components/contact-messages-page").then((m) => m.ContactMessagesPage),
    "contact messages",
  ),
  accountsDesk: page(
    () => import("@/features/admin-desk/components/accounts-desk-page").then((m) => m.AccountsDeskPage),
    "users desk",
  ),
  agentsDesk: page(
    () => import("@/features/admin-desk/components/agents-desk-page").then((m) => m.AgentsDeskPage),
    "agents desk",
  ),
  mailOutbox: page(
    () => import("@/features/notifications/components/mail-outbox-page").then((m) => m.MailOutboxPage),
    "mail outbox",
  ),
  terms: page(() => import("@/app/routes/legal-pages").then((m) => m.TermsPage), "terms"),
  privacy: page(() => import("@/app/routes/legal-pages").then((m) => m.PrivacyPage), "privacy"),
  apiDocs: page(() => import("@/app/routes/developer-pages").then((m) => m.ApiDocsPage), "API docs"),
  sdk: page(() => import("@/app/routes/developer-pages").then((m) => m.SdkPage), "SDK"),
  integrationGuide: page(
    () => import("@/app/routes/developer-pages").then((m) => m.IntegrationGuidePage),
    "integration guide",
  ),
  dashboard: page(() => import("@/app/routes/work-pages").then((m) => m.DashboardPage), "dashboard"),
  jobs: page(() => import("@/app/routes/work-pages").then((m) => m.JobsPage), "jobs"),
  paidCalls: page(
    () => import("@/features/paid-calls/components/paid-calls-page").then((m) => m.PaidCallsPage),
    "paid calls",
  ),
  messages: page(() => import("@/app/routes/work-pages").then((m) => m.MessagesPage), "messages"),
  aiTools: page(() => import("@/app/routes/ai-tools-page").then((m) => m.AiToolsPage), "AI tools"),
  autonomousHiring: page(
    () => import("@/features/mandates/components/mandates-page").then((m) => m.MandatesPage),
    "autonomous hiring",
  ),
  registerAgent: page(
    () => import("@/features/agents/registration/components/register-agent-page").then((m) => m.RegisterAgentPage),
    "agent registration",
  ),
  verification: page(
    () => import("@/features/verification/components/verification-page").then((m) => m.VerificationPage),
    "verification",
  ),
  adminVerification: page(
    () => import("@/features/verification/components/admin-verification-page").then((m) => m.AdminVerificationPage),
    "admin verification",
  ),
  reputation: page(
    () => import("@/features/reputation/components/reputation-page").then((m) => m.ReputationPage),
    "reputation",
  ),
  compliance: page(
    () => import("@/features/compliance/components/compliance-page").then((m) => m.CompliancePage),
    "compliance",
  ),
  complianceDashboard: page(
    () => import("@/features/compliance/components/compliance-dashboard-page").then((m) => m.ComplianceDashboardPage),
    "compliance dashboard",
  ),
  profile: page(() => import("@/app/routes/account-pages").then((m) => m.ProfilePage), "profile"),
  myAgents: page(() => import("@/features/agents/components/my-agents-page").then((m) => m.MyAgentsPage), "my agents"),
  settings: page(() => import("@/app/routes/account-pages").then((m) => m.SettingsPage), "settings"),
  apiKeys: page(() => import("@/features/api-keys/components/api-keys-page").then((m) => m.ApiKeysPage), "API keys"),
  analyticsDashboard: page(
    () => import("@/app/routes/analytics-dashboard-page").then((m) => m.AnalyticsDashboardPage),
    "analytics dashboard",
  ),
} satisfies Record<string, PreloadableComponent<PageProps>>;

/** The route table of docs/product/product-spec.md §2, except `/` (the landing route) and the not-found fallback. */
export const routes: ReadonlyArray<{ path: string; access: Access; Page: PreloadableComponent<PageProps> }> = [
  { path: "/signup", access: "open", Page: pages.signup },
  { path: "/register", access: "open", Page: pages.signup },
  { path: "/marketplace", access: "open", Page: pages.marketplace },
  { path: "/agents/:id", access: "open", Page: pages.agentProfile },
  { path: "/about", access: "open", Page: pages.about },
  { path: "/blog", access: "open", Page: pages.blog },
  { path: "/blog/:slug", access: "open", Page: pages.blogPost },
  { path: "/support", access: "open", Page: pages.support },
  { path: "/support/:slug", access: "open", Page: pages.supportArticle },
  { path: "/contact", access: "open", Page: pages.contact },
  { path: "/governance", access: "open", Page: pages.governance },
  { path: "/terms", access: "open", Page: pages.terms },
  { path: "/privacy", access: "open", Page: pages.privacy },
  { path: "/api-docs", access: "open", Page: pages.apiDocs },
  { path: "/sdk", access: "open", Page: pages.sdk },
  { path: "/integration-guide", access: "open", Page: pages.integrationGuide },
  { path: "/search", access: "signed-in", Page: pages.search },
  { path: "/dashboard", access: "signed-in", Page: pages.dashboard },
  { path: "/register-agent", access: "signed-in", Page: pages.registerAgent },
  { path: "/jobs", access: "signed-in", Page: pages.jobs },
  // Not in the spec's table: x402 calls paid per use (decision 087).
  { path: "/paid-calls", access: "signed-in", Page: pages.paidCalls },
  { path: "/messages", access: "signed-in", Page: pages.messages },
  { path: "/verification", access: "signed-in", Page: pages.verification },
  // docs/product/product-spec.md §6: guarded by sign-in only, although the account menu lists it under Admin Controls.
  { path: "/admin/verification", access: "signed-in", Page: pages.adminVerification },
  { path: "/reputation", access: "signed-in", Page: pages.reputation },
  { path: "/compliance", access: "signed-in", Page: pages.compliance },
  { path: "/compliance-dashboard", access: "signed-in", Page: pages.complianceDashboard },
  { path: "/ai-tools", access: "signed-in", Page: pages.aiTools },
  { path: "/autonomous-hiring", access: "signed-in", Page: pages.autonomousHiring },
  { path: "/profile", access: "signed-in", Page: pages.profile },
  { path: "/my-agents", access: "signed-in", Page: pages.myAgents },
  { path: "/settings", access: "signed-in", Page: pages.settings },
  { path: "/api-keys", access: "signed-in", Page: pages.apiKeys },
  { path: "/analytics-dashboard", access: "admin", Page: pages.analyticsDashboard },
  { path: "/admin/withdrawals", access: "admin", Page: pages.withdrawalDesk },
  { path: "/admin/credits", access: "admin", Page: pages.credits },
  { path: "/admin/ledger", access: "admin", Page: pages.ledgerCheck },
  { path: "/admin/audit-log", access: "admin", Page: pages.auditLog },
  { path: "/admin/contact-messages", access: "admin", Page: pages.contactMessages },
  { path: "/admin/mail", access: "admin", Page: pages.mailOutbox },
  { path: "/admin/agents", access: "admin", Page: pages.agentsDesk },
  { path: "/admin/users", access: "admin", Page: pages.accountsDesk },
];

/** Pages likely to be opened next from a path, fetched shortly after it shows (docs/product/product-spec.md §2). */
const likelyNextPages: Record<
  string,
  { visitor: PreloadableComponent<PageProps>[]; user: PreloadableComponent<PageProps>[] }
> = {
  "/": { visitor: [pages.marketplace, pages.apiDocs], user: [pages.dashboard, pages.registerAgent, pages.myAgents] },
  "/marketplace": { visitor: [pages.signup], user: [pages.jobs] },
  "/dashboard": { visitor: [], user: [pages.myAgents, pages.verification] },
  "/signup": { visitor: [pages.marketplace], user: [] },
};

/** docs/product/product-spec.md §9: next pages are preloaded 100 ms after a page shows. */
export const preloadDelayMs = 100;

/** The longest a preload waits, past {@link preloadDelayMs}, for the main thread to be idle. */
export const idlePreloadWaitMaxMs = 1000;

/**
 * Preloads the likely next pages of `path` {@link preloadDelayMs} after the frame that shows it;
 * failures are only logged (by lazyWithPreload).
 */
function usePreloadLikelyNextPages(path: string, isAuthenticated: boolean): void {
  useEffect(() => {
    const next = likelyNextPages[path]?.[isAuthenticated ? "user" : "visitor"] ?? [];
    if (next.length === 0) return;
    // Counted from the frame that paints the page, not from this effect: on a busy main thread the
    // effect runs long before that paint, and preloads started then compete with the first visit's
    // Largest Contentful Paint (decision 076).
    // Then they wait for an idle moment too, at most idlePreloadWaitMaxMs, so they never take the
    // main thread from the page still rendering.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const preload = () => {
      for (const component of next) void component.preload();
    };
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === "function")
          idle = requestIdleCallback(preload, { timeout: idlePreloadWaitMaxMs });
        else preload();
      }, preloadDelayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [path, isAuthenticated]);
}

/** Renders `children` if `access` allows it; sends signed-out visitors to / (docs/product/product-spec.md §4). */
function Guard({ access, auth, children }: { access: Access; auth: AuthState; children: ReactNode }) {
  if (access === "open") return children;
  if (!auth.isAuthenticated) return <Redirect to="/" replace />;
  if (access === "admin" && !auth.isAdmin) return <AccessDeniedPage />;
  return children;
}

/**
 * Fades each new page in over 150 ms (docs/product/product-spec.md §9; the animation is off under prefers-reduced-motion
 * in index.css). The first page is not faded, so it paints at once.
 */
function PageTransition({ location, children }: { location: string; children: ReactNode }) {
  const [initialLocation] = useState(location);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && location !== initialLocation) setHasNavigated(true);
  return (
    <div
      key={location}
      data-testid="page-transition"
      className={cn("flex flex-1 flex-col", hasNavigated && "animate-fade-in")}
    >
      {children}
    </div>
  );
}

/** The routed content with the behaviour of docs/product/product-spec.md §2: scroll, page views, preloads, fade. */
function Routes({ auth }: { auth: AuthState }) {
  const [location] = useLocation();
  const search = useSearch();
  useScrollToTop(location);
  usePageViewReporting(search ? `${location}?${search}` : location);
  usePreloadLikelyNextPages(location, auth.isAuthenticated);

  return (
    <PageTransition location={location}>
      <PageErrorBoundary>
        <Suspense fallback={<PageFallback />}>
          <Switch>
            <Route path="/">
              <LandingRoute auth={auth} />
            </Route>
            {routes.map(({ path, access, Page }) => (
              <Route key={path} path={path}>
                {(params) => (
                  <Guard access={access} auth={auth}>
                    <Page user={auth.user} params={params} />
                  </Guard>
                )}
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </PageTransition>
  );
}

/** The app: the current user (with a loading screen until known), the layout and the routes. */
export function AppRouter() {
  const auth = useAuth();
  useAuthRefresh();
  useIntendedDestination(auth.isAuthenticated);
  if (auth.isLoading) return <LoadingScreen />;
  return (
    <Layout auth={auth}>
      <Routes auth={auth} />
    </Layout>
  );
}
