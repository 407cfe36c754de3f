/**
 * /api/v1/contact_messages (SPEC §2 /contactformulier; ADR 0060): a signed-in user's message to the centre. Guard
 * (401 signed out) before the body; the contract's rules (422 with pointers); limits per IP and per user, counted
 * only for a message that would be sent; the message and its mail in one batch (api/services/contact-messages.ts).
 */
import { Hono } from "hono";
import type { z } from "zod";
import {
  CONTACT_MESSAGE_RESOURCE_TYPES,
  contactMessageAttributes,
  contactMessageInput,
} from "../../../contract/contact-messages";
import { hit, type Limit } from "../../auth/rate-limit";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requireUser } from "../../middleware/auth";
import { signedIn } from "../../middleware/guard";
import { limitPerIp } from "../../middleware/rate-limit";
import { body, type ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { sendContactMessage } from "../../services/contact-messages";
import type { ApiEnv, Validated } from "../../types";

/** Each message mails the centre: limited like the other writes that send mail. */
export const CONTACT_MESSAGES_PER_IP: Limit = { name: "contact_message:ip", max: 20, windowSeconds: 60 * 60 };
export const CONTACT_MESSAGES_PER_USER: Limit = { name: "contact_message:user", max: 10, windowSeconds: 60 * 60 };

type Create = ValidBody<z.output<typeof contactMessageInput>>;

async function createContactMessage(c: Validated<{ json: Create }>) {
  const { user } = requireUser(c);
  await hit(c, CONTACT_MESSAGES_PER_USER, String(user.id));
  const { data } = c.req.valid("json");
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;
  const row = await sendContactMessage(c, { id: user.id, email: user.email, name }, data);
  const attributes = contactMessageAttributes.parse({ subject: row.subject, message: row.message, createdAt: row.createdAt });
  return jsonApi(c, toDocument({ data: resource("contact_messages", row.id, attributes) }), 201);
}

export const contactMessageRoutes = new Hono<ApiEnv>().post(
  "/",
  signedIn,
  body({ schema: contactMessageInput, types: CONTACT_MESSAGE_RESOURCE_TYPES }),
  limitPerIp(CONTACT_MESSAGES_PER_IP),
  createContactMessage,
);
