/**
 * The account mails that carry a one-time token: confirm an address, accept an invitation, reset a password. Each
 * kind has one place for what its token is stored as and what its link carries; sign-up, invitation, resending a
 * confirmation and asking for a reset all send through here.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { users } from "../../db/schema";
import type { UserRow } from "../auth/sessions";
import { generateToken, hashToken } from "../auth/tokens";
import { linkWith } from "../auth/validation";
import { renderAccountMail, sendAccountMail } from "../mail";
import type { AccountMailKind } from "../mail/templates";
import type { ApiEnv } from "../types";
import type { Statement } from "./notification-mails";

/** The account mails that carry a token (a sign-up attempt on a taken address carries none). */
type MailKind = Exclude<AccountMailKind, "sign_up_attempt">;

/** The query parameters a mail's link carries (the site's confirm and reset pages read them). */
const LINK_PARAMS: Record<MailKind, (token: string) => Record<string, string>> = {
  confirmation: (token) => ({ confirmation_token: token }),
  invitation: (token) => ({ reset_password_token: token, invitation: "true" }),
  reset_password: (token) => ({ reset_password_token: token }),
};

type TokenColumns =
  | { confirmationTokenHash: string; confirmationSentAt: string }
  | { resetPasswordTokenHash: string; resetPasswordSentAt: string };

/**
 * A fresh token for a mail of this kind and the user columns that keep its hash (an invitation is accepted by
 * setting a password, so it uses the reset token).
 */
export async function newMailToken(kind: MailKind): Promise<{ token: string; columns: TokenColumns }> {
  const token = generateToken();
  const hash = await hashToken(token);
  const now = new Date().toISOString();
  return {
    token,
    columns:
      kind === "confirmation"
        ? { confirmationTokenHash: hash, confirmationSentAt: now }
        : { resetPasswordTokenHash: hash, resetPasswordSentAt: now },
  };
}

type Recipient = Pick<UserRow, "email" | "firstName" | "locale" | "volunteerCenterId">;

/**
 * The mail of this kind with `token` in its link to `base` (a page of the user's site), in the user's language;
 * `change`: statements written in one batch with the mail's outbox row (ADR 0059).
 */
/** The mail of this kind rendered, not yet written: for a change that writes it in its own batch (a new account). */
export function renderTokenMail(c: Context<ApiEnv>, kind: MailKind, user: Recipient, base: URL, token: string) {
  return renderAccountMail(c, {
    kind,
    to: user.email,
    recipientName: user.firstName,
    locale: user.locale,
    centerId: user.volunteerCenterId,
    link: linkWith(base, LINK_PARAMS[kind](token)),
  });
}

export function sendTokenMail(
  c: Context<ApiEnv>,
  kind: MailKind,
  user: Recipient,
  base: URL,
  token: string,
  change: Statement[] = [],
) {
  return sendAccountMail(
    c,
    {
      kind,
      to: user.email,
      recipientName: user.firstName,
      locale: user.locale,
      centerId: user.volunteerCenterId,
      link: linkWith(base, LINK_PARAMS[kind](token)),
    },
    change,
  );
}

/** A new token for an existing user: its hash replaces the old one in the same batch as the mail's outbox row. */
export async function resendTokenMail(c: Context<ApiEnv>, kind: MailKind, user: Recipient & Pick<UserRow, "id">, base: URL) {
  const { token, columns } = await newMailToken(kind);
  await sendTokenMail(c, kind, user, base, token, [c.get("db").update(users).set(columns).where(eq(users.id, user.id))]);
}
