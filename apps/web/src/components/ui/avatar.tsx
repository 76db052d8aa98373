import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-9 text-xs",
  lg: "size-14 text-lg",
  xl: "size-20 text-2xl",
} as const;

/** A round avatar: the image when it loads, else `fallback` (initials). */
export function Avatar({
  src,
  fallback,
  size = "sm",
}: {
  src?: string | null | undefined;
  fallback: string;
  size?: keyof typeof sizes;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex shrink-0 overflow-hidden rounded-full select-none", sizes[size])}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center bg-primary-soft font-semibold text-primary-soft-foreground">
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
