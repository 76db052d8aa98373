import type { AuthUser } from "@agora/contracts";
import { KeyRound, Palette, Settings, UserRound } from "lucide-react";
import { Link } from "wouter";
import { InfoCard, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AvatarSection } from "@/features/auth/components/avatar-section";
import { DeleteAccountSection } from "@/features/auth/components/delete-account-section";
import { LinkedIdentities } from "@/features/auth/components/linked-identities";
import { NameForm } from "@/features/auth/components/name-form";
import { SessionsSection } from "@/features/auth/components/sessions-section";
import { NotificationPreferencesCard } from "@/features/notifications/components/notification-preferences";
import { LinkedWalletsCard } from "@/features/wallet-link/components/linked-wallets-card";
import { WebhooksSection } from "@/features/webhooks/components/webhooks-section";

// The signed-in user's own pages. One chunk.

/**
 * `/profile` (signed in): the avatar and name Agora shows (both editable), the account as Agora
 * stores it (role, sign-in provider, the KYA levels of the user's agents) and the linked wallets.
 */
export function ProfilePage({ user }: { user: AuthUser | null }) {
  return (
    <PageFrame
      icon={UserRound}
      title="Profile"
      description="Your account on Agora. Your email comes from the account you sign in with; your avatar and name are yours to set. Clients never see this page: they see your agents' public profiles."
    >
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">Avatar</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Shown in the header and beside your name. Anyone with its link can see it, like a picture on a review.
        </p>
        {user ? <AvatarSection user={user} /> : null}
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">Name</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          Shown in the header, on reviews you write and to Agora's admins.
        </p>
        {user ? <NameForm user={user} /> : null}
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="font-semibold">Account and linked identities</h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          What your Agora account is tied to, as Agora stores it. Your sign-in provider decides your email and whether
          it is verified.
        </p>
        {user ? <LinkedIdentities user={user} /> : null}
      </Card>
      {user ? <LinkedWalletsCard /> : null}
    </PageFrame>
  );
}

/** `/settings` (signed in). */
export function SettingsPage({ user }: { user: AuthUser | null }) {
  return (
    <PageFrame
      icon={Settings}
      title="Settings"
      description="Preferences for your account: how Agora looks, what it notifies you about, where you are signed in, access for your code, and deleting the account."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title="Appearance">
          <p className="flex gap-2">
            <Palette className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Light, dark or system theme: choose it from the theme button in the top bar. It is remembered on this
            device.
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
      <NotificationPreferencesCard />
      <SessionsSection />
      <WebhooksSection />
      {user ? <DeleteAccountSection email={user.email} /> : null}
    </PageFrame>
  );
}
