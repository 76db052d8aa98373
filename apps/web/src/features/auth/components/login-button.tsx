import { LogIn } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { loginPath } from "../api/login";

/** "Log in": a plain link, since sign-in is a full browser navigation to the server (spec §7). */
export function LoginButton({
  size = "md",
  variant = "primary",
  className,
}: Pick<ButtonProps, "size" | "variant" | "className">) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={loginPath}>
        <LogIn />
        Log in
      </a>
    </Button>
  );
}
