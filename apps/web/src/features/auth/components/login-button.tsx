import { LogIn } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { loginPath } from "../api/login";

/**
 * A sign-in link: a plain <a>, since sign-in is a full browser navigation to the server (docs/product/product-spec.md §7).
 * The desktop top bar says "Login" (docs/product/product-spec.md §2); elsewhere it reads "Log in".
 */
export function LoginButton({
  size = "md",
  variant = "primary",
  label = "Log in",
  className,
}: Pick<ButtonProps, "size" | "variant" | "className"> & { label?: "Log in" | "Login" }) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={loginPath}>
        <LogIn aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
