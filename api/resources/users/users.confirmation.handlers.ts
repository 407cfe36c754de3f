/** Confirming an e-mail address: POST /users/{id}/resend_confirmation_instructions and POST /api/v1/confirm. */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { confirmInput, resendConfirmationInput } from "../../../contract/users";
import { users } from "../../../db/schema";
import { CONFIRM_PAGE, checkedSiteLink, RESET_PAGE } from "../../auth/site-links";
import { hashToken } from "../../auth/tokens";
import { fieldError, JsonApiError } from "../../jsonapi/errors";
import type { ValidBody } from "../../middleware/validate";
import { scope } from "../../scope";
import { resendTokenMail } from "../../services/token-mails";
import { respondWithUser } from "../../services/users";
import type { Validated } from "../../types";
import { pathUserOf } from "./users.guards";

const nowIso = () => new Date().toISOString();

/** A new link to confirm the address, or, for an invited user, to accept the invitation. */
export async function resendConfirmation(c: Validated<{ json: ValidBody<z.output<typeof resendConfirmationInput>> }>) {
  const user = pathUserOf(c);
  const { data, pointer } = c.req.valid("json");
  const invited = user.status === "invited";
  if (user.status === "archived" || (user.confirmedAt !== null && !invited)) {
    throw new JsonApiError(422, [fieldError(`${pointer}/email`, "already_confirmed", "Email was already confirmed.")]);
  }
  // SPEC §7 sends no body: the link then opens the page for what the mail asks (accept the invitation or confirm).
  const redirect = checkedSiteLink(c, data.redirect_url, invited ? RESET_PAGE : CONFIRM_PAGE);
  await resendTokenMail(c, invited ? "invitation" : "confirmation", user, redirect(user));
  return c.json({ meta: { sent: true } });
}

export async function confirm(c: Validated<{ json: ValidBody<z.output<typeof confirmInput>> }>) {
  const raw = c.req.valid("json").data.confirmation_token;
  const token = typeof raw === "string" ? raw.trim() : "";
  const s = scope(c);
  const [user] =
    token && token.length <= 200
      ? await s.db
          .select()
          .from(users)
          .where(s.where(users, eq(users.confirmationTokenHash, await hashToken(token))))
          .limit(1)
      : [];
  if (!user) {
    throw new JsonApiError(422, [
      fieldError("/confirmation_token", "invalid_token", "Confirmation token is invalid or was already used."),
    ]);
  }
  const [confirmed] = await s.db
    .update(users)
    .set({ confirmedAt: nowIso(), confirmationTokenHash: null })
    .where(eq(users.id, user.id))
    .returning();
  return respondWithUser(c, confirmed, new Set(["roles"]));
}
