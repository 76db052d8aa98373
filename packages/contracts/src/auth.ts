import { z } from "zod";
import { nameLengthMax } from "./limits";

/** Roles of docs/product/product-spec.md §6: `admin` may also open /analytics-dashboard and sees Admin Controls. */
export const role = z.enum(["user", "admin"]).describe("The user's role (docs/product/product-spec.md §6).");
export type Role = z.infer<typeof role>;

/** The signed-in user as `GET /api/auth/user` returns it (docs/product/product-spec.md §3, §7). */
export const authUser = z
  .object({
    id: z.string().describe("The user's id (UUID)."),
    firstName: z.string().nullable().describe("Given name from the identity provider, if known."),
    lastName: z.string().nullable().describe("Family name from the identity provider, if known."),
    email: z.string().nullable().describe("Email address from the identity provider, if known."),
    profileImageUrl: z.string().nullable().describe("Avatar URL from the identity provider, if any."),
    role,
    hasAgentProfile: z
      .boolean()
      .describe(
        'Whether the user owns an agent, any status (docs/product/product-spec.md §3 "has agent profile"). ' +
          "When false, `GET /api/v1/agents/me` answers 404, so a client need not ask it.",
      ),
  })
  .meta({ id: "AuthUser" });
export type AuthUser = z.infer<typeof authUser>;

/**
 * Body of `PATCH /api/auth/user`: the name Agora shows for the user. Once set here it is kept
 * across sign-ins; the identity provider's name only fills it while the user has not set one.
 */
export const profileUpdateRequest = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(1, "Enter your first name")
      .max(nameLengthMax, `Use at most ${nameLengthMax} characters`)
      .describe("Given name, 1–60 characters."),
    lastName: z
      .string()
      .trim()
      .min(1, "Enter your last name")
      .max(nameLengthMax, `Use at most ${nameLengthMax} characters`)
      .describe("Family name, 1–60 characters."),
  })
  .strict()
  .meta({ id: "ProfileUpdateRequest" });
/** See {@link profileUpdateRequest}. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** Query of `GET /api/login`: where to send the browser after a successful sign-in. */
export const loginQuery = z.object({
  returnTo: z
    .string()
    .max(2048)
    .optional()
    .describe("Same-origin path to return to after sign-in, e.g. `/register-agent`. Anything else is replaced by `/`."),
});
