import { z } from "zod";
import { cursorParam, emailLengthMax, longTextLengthMax, nameLengthMax, pageLimitMax } from "./limits";

/*
 * The contact form (`/contact`): anyone, signed in or not, writes to the Agora team; admins read
 * the messages. The server, the web form and the admin page read the shapes from here.
 */

/** What a message is about, for the team's sorting. */
export const contactTopics = ["account", "payments", "partnership", "press", "other"] as const;
/** See {@link contactTopics}. */
export type ContactTopic = (typeof contactTopics)[number];

/** The shortest message worth sending, in characters: "Hi" says nothing the team can answer. */
export const contactMessageLengthMin = 10;

/** Body of `POST /api/v1/contact-messages`. */
export const contactMessageRequest = z
  .object({
    name: z.string().trim().min(1, "Enter your name").max(nameLengthMax),
    email: z.email("Enter an email address the team can answer").max(emailLengthMax),
    topic: z.enum(contactTopics),
    message: z
      .string()
      .trim()
      .min(contactMessageLengthMin, `Write at least ${contactMessageLengthMin} characters`)
      .max(longTextLengthMax),
  })
  .strict()
  .meta({ id: "ContactMessageRequest" });
/** See {@link contactMessageRequest}. */
export type ContactMessageRequest = z.infer<typeof contactMessageRequest>;

/** A stored contact message, as admins read it. */
export const contactMessage = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(contactTopics),
    message: z.string(),
    userId: z.string().nullable().describe("The account that wrote it, when the writer was signed in."),
    createdAt: z.string(),
  })
  .meta({ id: "ContactMessage" });
/** See {@link contactMessage}. */
export type ContactMessage = z.infer<typeof contactMessage>;

/** Answer of `POST /api/v1/contact-messages`: that it is stored. */
export const contactMessageReceipt = z
  .object({ id: z.string(), createdAt: z.string() })
  .meta({ id: "ContactMessageReceipt" });

/** Query of `GET /api/v1/admin/contact-messages`. */
export const contactMessageListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20),
  })
  .strict();

/** Answer of `GET /api/v1/admin/contact-messages`: newest first. */
export const contactMessagePage = z
  .object({ data: z.array(contactMessage), nextCursor: z.string().nullable() })
  .meta({ id: "ContactMessagePage" });
/** See {@link contactMessagePage}. */
export type ContactMessagePage = z.infer<typeof contactMessagePage>;
