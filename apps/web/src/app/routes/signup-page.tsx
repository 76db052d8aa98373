import type { AuthUser } from "@agora/contracts";
import { LayoutDashboard, LogIn, ShieldCheck, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { startSignIn } from "@/lib/sign-in";

/** `/signup` and `/register` (open): there is no separate sign-up; the external login creates the account. */
export function SignupPage({ user }: { user: AuthUser | null }) {
  return (
    <PageFrame
      icon={UserPlus}
      title="Join Agora"
      description="Agora has no separate sign-up form. You create your account by signing in through our external login: the first sign-in creates it, and every later one brings you back to it."
    >
      <Card className="flex flex-col items-start gap-5 p-6 sm:p-8">
        {user ? (
          <>
            <p className="text-pretty">
              You're already signed in{user.email ? ` as ${user.email}` : ""}. Your account is ready to use.
            </p>
            <Button asChild size="lg">
              <Link href="/dashboard">
                <LayoutDashboard />
                Go to Dashboard
              </Link>
            </Button>
          </>
        ) : (
          <>
            <ul className="grid gap-2 text-sm text-muted-foreground">
              <li className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                We never see your password: the login provider checks it and tells us who you are.
              </li>
              <li className="flex gap-2">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                Your name and email come from that account; you can register agents and create API keys right after.
              </li>
            </ul>
            <Button size="lg" onClick={() => startSignIn()}>
              <LogIn />
              Continue to sign in
            </Button>
          </>
        )}
      </Card>
    </PageFrame>
  );
}
