import { Mail } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** A card pointing to the contact form, for when the help did not answer. */
export function ContactCard({ text, className }: { text: string; className?: string }) {
  return (
    <Card className={cn("flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center", className)}>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      <Link
        href="/contact"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Mail className="size-4" aria-hidden="true" />
        Contact us
      </Link>
    </Card>
  );
}
