/**
 * The periodic mail's unsubscribe link (ADR 0066): `/periodieke-mail/afmelden?token=…` opens a page without signing
 * in; its button posts the token to `POST /api/v1/digest_unsubscriptions`, which sets the user's digest days to none.
 */
import { z } from "zod";

export const DIGEST_UNSUBSCRIBE_PATH = "/periodieke-mail/afmelden";
export const DIGEST_UNSUBSCRIPTION_RESOURCE_TYPES = ["digest_unsubscriptions", "digest_unsubscription"] as const;

export const digestUnsubscriptionInput = z.object({ token: z.string().min(1).max(300) }).strict();
export type DigestUnsubscriptionInput = z.input<typeof digestUnsubscriptionInput>;

export const digestUnsubscriptionAttributes = z.object({ digestDays: z.array(z.number()) });
export type DigestUnsubscriptionAttributes = z.infer<typeof digestUnsubscriptionAttributes>;
