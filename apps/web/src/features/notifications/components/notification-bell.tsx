import { Bell } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useNotifications } from "../api/notifications";

/** The unread count as a badge shows it: up to 99, then "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The bell in the top bar (signed in): a link to the notifications on /messages with the unread
 * count, live over the WebSocket.
 */
export function NotificationBell() {
  const query = useNotifications();
  const unread = query.data?.pages[0]?.unreadTotal ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link href="/messages#notifications" aria-label={label} title={label}>
        <Bell />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
          >
            {badgeCount(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}

/** The mobile panel's link to the notifications, with the unread count (signed in). */
export function MobileNotificationsLink({ onNavigate }: { onNavigate: () => void }) {
  const query = useNotifications();
  const unread = query.data?.pages[0]?.unreadTotal ?? 0;
  return (
    <Button asChild variant="outline" className="w-full justify-start">
      <Link href="/messages#notifications" onClick={onNavigate}>
        <Bell />
        Notifications
        {unread > 0 ? (
          <span className="ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
            {badgeCount(unread)}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
