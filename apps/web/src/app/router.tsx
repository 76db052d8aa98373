import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingScreen } from "@/components/loading-screen";
import { Spinner } from "@/components/ui/spinner";
import { type AuthState, useAuth } from "@/features/auth/api/get-auth-user";
import { Layout } from "./layout";
import { LandingPage } from "./routes/landing";
import { NotFoundPage } from "./routes/not-found";

// Signed-in pages load on demand: visitors never download them (nor zod, which only forms use).
const ApiKeysPage = lazy(() =>
  import("@/features/api-keys/components/api-keys-page").then((module) => ({ default: module.ApiKeysPage })),
);

function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Loading page">
      <Spinner className="size-5 text-muted-foreground" />
    </div>
  );
}

/** Renders `children` for signed-in users; sends everyone else to / (spec §4). */
function RequireAuth({ auth, children }: { auth: AuthState; children: ReactNode }) {
  if (!auth.isAuthenticated) return <Redirect to="/" replace />;
  return children;
}

/** The route table (spec §2). Pages not built yet fall through to the not-found page. */
export function AppRouter() {
  const auth = useAuth();
  if (auth.isLoading) return <LoadingScreen />;
  return (
    <Layout auth={auth}>
      <Switch>
        <Route path="/">
          <LandingPage auth={auth} />
        </Route>
        <Route path="/api-keys">
          <RequireAuth auth={auth}>
            <Suspense fallback={<PageFallback />}>
              <ApiKeysPage />
            </Suspense>
          </RequireAuth>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Layout>
  );
}
