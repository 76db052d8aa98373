import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";

/** The admin desk's pages, in the order an admin works through them. */
export const adminDeskPages = [
  { label: "Withdrawals", href: "/admin/withdrawals" },
  { label: "Credits", href: "/admin/credits" },
  { label: "Users", href: "/admin/users" },
  { label: "Agents", href: "/admin/agents" },
  { label: "Ledger check", href: "/admin/ledger" },
  { label: "Audit log", href: "/admin/audit-log" },
  { label: "Contact messages", href: "/admin/contact-messages" },
  { label: "Mail outbox", href: "/admin/mail" },
] as const;

/** Links between the admin desk's pages, the current one marked; scrolls sideways on phones. */
export function AdminDeskNav() {
  const [path] = useLocation();
  return (
    <nav aria-label="Admin desk" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
        {adminDeskPages.map((page) => {
          const isCurrent = path === page.href;
          return (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                  isCurrent && "bg-background text-foreground shadow-sm",
                )}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
