/**
 * The account mails (confirmation, reset password, invitation, sign-up attempt): notification templates like every
 * other mail (contract/notification-templates.ts, `account_*`), rendered from the centre's stored row in the
 * recipient's language and written to the outbox (api/services/notification-mails.ts). An inactive template sends
 * nothing. Writing or delivering never fails the request: an error is logged.
 */

import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { NotificationTemplateKey } from "../../contract/notification-templates";
import {
  centreMails,
  deliverWritten,
  mailScopeOf,
  outboxInsert,
  type RenderedMail,
  type Statement,
  writeAndDeliver,
  writeBatch,
} from "../services/notification-mails";
import type { ApiEnv } from "../types";
import { loadBrandFor } from "./brand";
import type { AccountMailKind, Brand, MailLocale } from "./templates";

export { loadBrandFor };

/** The centre's name, primary colour and logo from its profile. */
export function loadBrand(c: Context<ApiEnv>, centerId: number): Promise<Brand> {
  return loadBrandFor(c.get("db"), c.get("tenant").id, centerId);
}

/** nl or en from Accept-Language (first supported tag wins); nl is the default (SPEC §9). */
export function requestLocale(c: Context<ApiEnv>): MailLocale {
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === "nl" || tag === "en") return tag;
  }
  return "nl";
}

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  recipientName: string;
  locale: MailLocale;
  centerId: number;
  link: string;
}

/** Each account mail's template and the placeholder its link fills. */
const ACCOUNT_TEMPLATES: Record<AccountMailKind, { key: NotificationTemplateKey; link: string }> = {
  confirmation: { key: "account_confirmation", link: "confirm_link" },
  reset_password: { key: "account_reset_password", link: "reset_link" },
  invitation: { key: "account_invitation", link: "invitation_link" },
  sign_up_attempt: { key: "account_sign_up_attempt", link: "recover_link" },
};

/**
 * Renders the account mail from the centre's template and writes its outbox row — in one batch with `change` (the
 * statements of the change that causes it, e.g. a new token's hash) when given: the mail exists if and only if the
 * change happened. Rendering never fails the request (logged; the change is still made); the batch's own failure
 * does, since the change did not happen either.
 */
export async function sendAccountMail(c: Context<ApiEnv>, mail: AccountMail, change: Statement[] = []): Promise<void> {
  const scope = mailScopeOf(c);
  const rendered = await renderAccountMail(c, mail);
  if (!change.length) {
    if (rendered) await writeAndDeliver(scope, [rendered]).catch(logNotSent(c, mail.kind));
    return;
  }
  const results = await writeBatch(scope.db, [...change, ...(rendered ? [outboxInsert(scope, rendered, sql`1`)] : [])]);
  await deliverWritten(scope, results.slice(change.length));
}

const logNotSent = (c: Context<ApiEnv>, kind: string) => (error: unknown) =>
  console.error(
    JSON.stringify({ level: "error", requestId: c.get("requestId"), msg: "mail not sent", kind, error: String(error) }),
  );

/**
 * The account mail rendered from the centre's template, not yet written (a caller that writes it in its own change's
 * batch, such as a new account's: ADR 0059); null when the template is inactive or rendering failed (logged).
 */
export async function renderAccountMail(c: Context<ApiEnv>, mail: AccountMail): Promise<RenderedMail | null> {
  try {
    const mails = await centreMails(mailScopeOf(c), mail.centerId);
    // Profiles keep site-relative logo paths; a mail needs an absolute URL, on the same site as the link.
    if (mails.brand.logoUrl) mails.brand.logoUrl = new URL(mails.brand.logoUrl, mail.link).toString();
    const template = ACCOUNT_TEMPLATES[mail.kind];
    return mails.render(template.key, mail.locale, mail.to, {
      recipient_name: mail.recipientName,
      center_name: mails.centerName,
      [template.link]: mail.link,
    });
  } catch (error) {
    logNotSent(c, mail.kind)(error);
    return null;
  }
}
