import { ChevronDown } from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { useId } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { exploreGroups, type NavGroup } from "./nav-links";

/** The desktop "Explore" dropdown: Platform, Resources and Company pages in three columns. */
export function ExploreMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="group">
          Explore
          <ChevronDown
            aria-hidden="true"
            className="text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="grid w-[40rem] grid-cols-3 gap-1 p-2">
        {exploreGroups.map((group) => (
          <ExploreGroup key={group.label} group={group} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ExploreGroup({ group }: { group: NavGroup }) {
  const labelId = useId();
  const [path] = useLocation();
  return (
    <MenuPrimitive.Group aria-labelledby={labelId} className="flex flex-col gap-0.5">
      <DropdownMenuLabel id={labelId} className="uppercase tracking-wider">
        {group.label}
      </DropdownMenuLabel>
      {group.links.map(({ label, href, description, Icon }) => {
        const isCurrent = href === path;
        return (
          <MenuPrimitive.Item key={href} asChild>
            {/* The accessible name is the whole visible text ("Marketplace Find and hire AI
                agents"), so what is read matches what is shown (WCAG 2.5.3). */}
            <Link
              href={href}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "flex cursor-default items-start gap-2.5 rounded-lg px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted",
                isCurrent && "bg-muted/60",
              )}
            >
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md border bg-card text-primary shadow-xs">
                <Icon className="size-3.5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{description}</span>
              </span>
            </Link>
          </MenuPrimitive.Item>
        );
      })}
    </MenuPrimitive.Group>
  );
}
