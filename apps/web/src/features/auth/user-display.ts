import { type AuthUser, isUploadedAvatarUrl } from "@agora/contracts";

/** The user's full name, else the email, else "Account". */
export function getDisplayName(user: Pick<AuthUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Account";
}

/** Up to two initials from first and last name; "U" when there are no names (docs/product/product-spec.md §2). */
export function getInitials(user: Pick<AuthUser, "firstName" | "lastName">): string {
  const initials = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("")
    .toUpperCase();
  return initials || "U";
}

/**
 * Whether the user's picture is an avatar they uploaded to Agora rather than their identity
 * provider's picture or none (the contract's `isUploadedAvatarUrl`).
 */
export function hasUploadedAvatar(user: Pick<AuthUser, "id" | "profileImageUrl">): boolean {
  return isUploadedAvatarUrl(user.id, user.profileImageUrl);
}
