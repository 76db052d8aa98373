import { z } from "zod";

/** One signed-in browser session of the user, as `/settings` lists it. */
export const userSession = z
  .object({
    id: z.string().describe("An opaque handle of the session (not its cookie)."),
    current: z.boolean().describe("Whether it is the session making this request."),
    signedInAt: z.string().nullable().describe("When the sign-in completed; null for sessions older than this field."),
    userAgent: z.string().nullable().describe("The browser's User-Agent at sign-in."),
    expiresAt: z.string().describe("When it ends unless used again (the idle timeout)."),
  })
  .meta({ id: "UserSession" });
/** See {@link userSession}. */
export type UserSession = z.infer<typeof userSession>;

/** Answer of `GET /api/v1/sessions`: the user's live sessions, the newest sign-in first (a handful). */
export const userSessionList = z.object({ data: z.array(userSession) }).meta({ id: "UserSessionList" });
/** See {@link userSessionList}. */
export type UserSessionList = z.infer<typeof userSessionList>;

/** Answer of `POST /api/v1/sessions/sign-out-others`: how many sessions were ended. */
export const signOutOthersResult = z.object({ signedOut: z.number().int().min(0) }).meta({ id: "SignOutOthersResult" });
