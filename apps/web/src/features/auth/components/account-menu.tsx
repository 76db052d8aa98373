import type { AuthUser } from "@agora/contracts";
import { KeyRound, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { logoutPath } from "../api/login";
import { getDisplayName, getInitials } from "../user-display";

/** The signed-in user's menu: who they are, their pages, and sign-out. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const name = getDisplayName(user);
  const isAdmin = user.role === "admin";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full outline-none transition-shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar src={user.profileImageUrl} fallback={getInitials(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar src={user.profileImageUrl} fallback={getInitials(user)} size="md" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-1.5">
              <p className="truncate text-sm font-medium">{name}</p>
              {isAdmin ? (
                <Badge variant="primary">
                  <ShieldCheck className="size-3" aria-hidden="true" />
                  Admin
                </Badge>
              ) : null}
            </div>
            {user.email ? <p className="truncate text-xs text-muted-foreground">{user.email}</p> : null}
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Account</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href="/api-keys">
            <KeyRound />
            API Keys
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={logoutPath}>
            <LogOut />
            Sign out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
