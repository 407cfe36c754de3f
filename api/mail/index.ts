/**
 * Sends the account mails. The mailer is chosen per request from env (MAIL_PROVIDER: `outbox` by default,
 * `resend` in production). A failing provider never fails the request: the error is logged, and slow providers
 * run after the response through ctx.waitUntil.
 */
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { resolveShades } from "../../config/theme";
import type { Db } from "../../db";
import { volunteerCenterProfiles, volunteerCenters } from "../../db/schema";
import type { ApiEnv } from "../types";
import { outboxMailer } from "./outbox";
import { resendMailer } from "./resend";
import { type AccountMailKind, type Brand, type MailLocale, renderMail } from "./templates";
import type { Mailer } from "./types";

export function mailerFor(c: Context<ApiEnv>): Mailer {
  const env = c.env;
  if (env.MAIL_PROVIDER === "resend") {
    if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error("MAIL_PROVIDER=resend needs RESEND_API_KEY and MAIL_FROM");
    return resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, replyTo: env.MAIL_REPLY_TO || undefined });
  }
  return outboxMailer(c.get("db"));
}

/** `r g b` triple → `#rrggbb`. */
function tripleToHex(triple: string): string {
  const parts = triple.split(/\s+/).map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return "#4f46e5";
  return `#${parts.map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

/** The centre's name, primary colour (shade 600, readable on white) and logo from its profile. */
export function loadBrand(c: Context<ApiEnv>, centerId: number): Promise<Brand> {
  return loadBrandFor(c.get("db"), c.get("tenant").id, centerId);
}

/** loadBrand without a request (the scheduled jobs). */
export async function loadBrandFor(db: Db, tenantId: string, centerId: number): Promise<Brand> {
  const [row] = await db
    .select({
      centerName: volunteerCenters.name,
      profileName: volunteerCenterProfiles.name,
      preset: volunteerCenterProfiles.primaryColorPreset,
      shades: volunteerCenterProfiles.primaryColorShades,
      logoUrl: volunteerCenterProfiles.websiteLogoUrl,
    })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id))
    .where(and(eq(volunteerCenters.id, centerId), eq(volunteerCenters.tenantId, tenantId)))
    .limit(1);
  const shades = resolveShades(row?.preset, row?.shades, "indigo");
  return {
    centerName: row?.profileName ?? row?.centerName ?? "Volunteerly",
    primaryColor: tripleToHex(shades["600"]),
    logoUrl: row?.logoUrl ?? null,
  };
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

export async function sendAccountMail(c: Context<ApiEnv>, mail: AccountMail): Promise<void> {
  const requestId = c.get("requestId");
  const log = (error: unknown) =>
    console.error(JSON.stringify({ level: "error", requestId, msg: "mail not sent", kind: mail.kind, error: String(error) }));
  try {
    const mailer = mailerFor(c);
    const brand = await loadBrand(c, mail.centerId);
    // Profiles keep site-relative logo paths; a mail needs an absolute URL, on the same site as the link.
    if (brand.logoUrl) brand.logoUrl = new URL(brand.logoUrl, mail.link).toString();
    const content = renderMail(mail.kind, mail.locale, brand, { recipientName: mail.recipientName, link: mail.link });
    const sending = mailer.send({ tenantId: c.get("tenant").id, to: mail.to, kind: mail.kind, ...content }).catch(log);
    if (mailer.deferrable) {
      c.executionCtx.waitUntil(sending);
    } else {
      await sending;
    }
  } catch (error) {
    log(error);
  }
}
