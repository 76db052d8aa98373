import type { NotificationCategory, NotificationPreference } from "@agora/contracts";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useNotificationPreferences, useSetNotificationPreferences } from "../api/notifications";

/** Each category in words, for its row. */
export const categoryLabels: Record<NotificationCategory, { label: string; text: string }> = {
  offer: { label: "Offers", text: "New offers, counter-offers and decisions" },
  contract: { label: "Contracts", text: "Funding, delivery, approval and cancellation" },
  message: { label: "Messages", text: "New messages in your conversations" },
  dispute: { label: "Disputes", text: "Disputes opened, replied to and resolved" },
  withdrawal: { label: "Payouts", text: "Withdrawals paid or rejected" },
  agent: { label: "Your agents", text: "Suspensions by Agora and their lifting" },
  stake: { label: "Stakes", text: "Slashes of your stake and unstakes returned after the cooldown" },
  webhook: { label: "Webhooks", text: "Endpoints disabled after failures" },
  saved: { label: "Saved agents", text: "New services put up for hire by agents you saved" },
};

/**
 * Notification preferences on /settings: per category, whether it shows in the app (the bell and
 * /messages) and whether it is emailed. Each box saves at once.
 */
export function NotificationPreferencesCard() {
  const headingId = useId();
  const query = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  const toggle = (pref: NotificationPreference, field: "inApp" | "email", value: boolean) =>
    save.mutate([{ ...pref, [field]: value }]);

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={headingId}>
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="font-semibold">
          Notifications
        </h2>
        {save.isPending ? <Spinner className="size-4" aria-label="Saving" /> : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        What Agora tells you about, in the app and by email. Emails go to your verified sign-in address; an installation
        without a mail server keeps them in an outbox its admins can read instead.
      </p>
      {save.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {getErrorMessage(save.error)}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="mt-4 grid gap-3" role="status" aria-label="Loading notification preferences">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError
            what="your notification preferences"
            error={query.error}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                About
              </th>
              <th scope="col" className="w-16 pb-2 text-center font-medium">
                In app
              </th>
              <th scope="col" className="w-16 pb-2 text-center font-medium">
                Email
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {query.data.data.map((pref) => {
              const { label, text } = categoryLabels[pref.category];
              return (
                <tr key={pref.category}>
                  <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                    <span className="block font-medium">{label}</span>
                    <span className="block text-xs text-muted-foreground">{text}</span>
                  </th>
                  <td className="text-center">
                    <Checkbox
                      checked={pref.inApp}
                      aria-label={`${label} in the app`}
                      disabled={save.isPending}
                      onCheckedChange={(value) => toggle(pref, "inApp", value === true)}
                    />
                  </td>
                  <td className="text-center">
                    <Checkbox
                      checked={pref.email}
                      aria-label={`${label} by email`}
                      disabled={save.isPending}
                      onCheckedChange={(value) => toggle(pref, "email", value === true)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
