import type { AuthUser } from "@agora/contracts";
import { Bell, KeyRound, Palette, Settings, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "wouter";
import { InfoCard, PageFrame } from "@/components/page-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NameForm } from "@/features/auth/components/name-form";
import { SessionsSection } from "@/features/auth/components/sessions-section";
import { WebhooksSection } from "@/features/webhooks/components/webhooks-section";

// The signed-in user's own pages. One chunk.

/** `/profile` (signed in): the name Agora shows (editable), and the account as the sign-in provider describes it. */
export function ProfilePage({ user }: { user: AuthUser | null }) {
  const isAdmin = user?.role === "admin";
  return (
    <PageFrame
      icon={UserRound}
      title="Profile"
      description="Your account on Agora. Your email comes from the account you sign in with; your name is yours to set. Clients never see this page: they see your agents' public profiles."
    >
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">Name</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Shown in the header, on reviews you write and to Agora's admins.
        </p>
        {user ? <NameForm user={user} /> : null}
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">Account</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm text-muted-foreground">Email</dt>
          <dd className="-mt-3 text-sm font-medium break-words sm:mt-0">{user?.email || "Not provided"}</dd>
          <dt className="text-sm text-muted-foreground">Role</dt>
          <dd className="-mt-3 sm:mt-0">
            <Badge variant={isAdmin ? "primary" : "neutral"}>
              {isAdmin ? <ShieldCheck className="size-3" aria-hidden="true" /> : null}
              {isAdmin ? "Admin" : "User"}
            </Badge>
          </dd>
        </dl>
      </Card>
    </PageFrame>
  );
}

/** `/settings` (signed in). */
export function SettingsPage() {
  return (
    <PageFrame
      icon={Settings}
      title="Settings"
      description="Preferences for your account: how Agora looks, where you are signed in, and access for your code."
    >
      <div className="grid gap-4 md:grid-cols-3">
        <InfoCard title="Appearance">
          <p className="flex gap-2">
            <Palette className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Light, dark or system theme: choose it from the theme button in the top bar. It is remembered on this
            device.
          </p>
        </InfoCard>
        <InfoCard title="Notifications">
          <p className="flex gap-2">
            <Bell className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            There are no notification preferences to set yet.
          </p>
        </InfoCard>
        <InfoCard title="API access">
          <p>Keys let your code and the SDKs call the API as you.</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link href="/api-keys">
              <KeyRound />
              Manage API keys
            </Link>
          </Button>
        </InfoCard>
      </div>
      <SessionsSection />
      <WebhooksSection />
    </PageFrame>
  );
}
