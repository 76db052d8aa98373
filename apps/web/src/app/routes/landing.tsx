import { Suspense } from "react";
import { FeaturedServices } from "@/features/agents/services/components/featured-services";
import { CoreAdvantages } from "@/features/landing/components/core-advantages";
import { LandingHero } from "@/features/landing/components/landing-hero";
import { PlatformFacts } from "@/features/landing/components/platform-facts";
import { PlatformStatsSection } from "@/features/platform-stats/components/platform-stats-section";
import { lazyWithPreload } from "@/lib/lazy-page";
import type { AuthState } from "@/lib/queries/get-auth-user";
import { startSignIn } from "@/lib/sign-in";
import { PageFallback } from "./page-fallback";

/** Where "Register Your Agent" leads a visitor once signed in (docs/product/product-spec.md §2). */
export const registerAgentPath = "/register-agent";

/** The signed-in home, with the registration dialog; visitors never download it. */
export const HomeRoute = lazyWithPreload(() => import("./home").then((module) => module.HomeRoute), "home page");

/** `/`: the landing page for visitors, the home page for signed-in users (docs/product/product-spec.md §2). */
export function LandingRoute({ auth }: { auth: AuthState }) {
  if (auth.user) {
    return (
      <Suspense fallback={<PageFallback />}>
        <HomeRoute user={auth.user} />
      </Suspense>
    );
  }
  return <VisitorLanding />;
}

function VisitorLanding() {
  return (
    <>
      {/* A visitor must sign in first; the app opens /register-agent when they are back (docs/product/product-spec.md §2). */}
      <LandingHero onRegisterAgent={() => startSignIn(registerAgentPath)} />
      <PlatformFacts />
      <CoreAdvantages />
      <FeaturedServices />
      <PlatformStatsSection className="mx-auto w-full max-w-6xl px-4 pt-4 pb-20 sm:px-6" />
    </>
  );
}
