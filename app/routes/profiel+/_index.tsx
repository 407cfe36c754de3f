import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass, linkClass, PageHeading, secondaryButtonClass } from "~/components/forms";
import { LocaleLink, useLocalizePath } from "~/components/locale-link";
import { ownProfile } from "~/components/volunteer-pool/pool.server";
import { VolunteerProfileSection } from "~/components/volunteer-pool/profile-section";
import { actorOf, currentUser, roleNames } from "~/utils/account.server";
import { can } from "~/utils/permissions";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "account:profile.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  const actor = actorOf(user);
  // The pool profile's summary (ADR 0063): a volunteer's or student's, where the tenant has the pool (not meedoen).
  const pool =
    context.tenant?.features.volunteerProfiles && can(actor, "volunteer_profile.manage_own", { userId: actor.userId })
      ? { visibility: (await ownProfile(context))?.visibility ?? null }
      : null;
  return {
    pool,
    user: {
      fullName: user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" "),
      email: user.email,
      phoneNumber: user.phoneNumber,
      jobTitle: user.jobTitle,
      gender: user.gender,
      digestDays: user.digestDays ?? [],
      locale: user.locale,
    },
    roles: roleNames(user),
  };
}

export default function Profile() {
  const { t } = useTranslation("account");
  const localize = useLocalizePath();
  const { user, roles, pool } = useLoaderData<typeof loader>();
  const none = t("profile.notSet");
  const rows: [string, string][] = [
    [t("fields.name"), user.fullName || none],
    [t("fields.email"), user.email],
    [t("fields.phoneNumber"), user.phoneNumber || none],
    [t("fields.jobTitle"), user.jobTitle || none],
    [t("fields.gender"), user.gender ? t(`genders.${user.gender}`) : none],
    [t("fields.language"), user.locale ? t(`languages.${user.locale}`, { defaultValue: user.locale }) : none],
    [
      t("fields.digestDays"),
      user.digestDays.length ? user.digestDays.map((d) => t(`weekdays.${d}`)).join(", ") : t("profile.noDigest"),
    ],
    [t("fields.roles"), roles.length ? roles.map((r) => t(`roles.${r}`)).join(", ") : none],
  ];
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("profile.title")} description={t("profile.description")} />
      <dl className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-3 sm:grid-cols-3">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <LocaleLink to="/profile-edit" className={buttonClass}>
          {t("profile.edit")}
        </LocaleLink>
        {/* A plain link: the browser downloads the attachment, with or without JavaScript. */}
        <a href={localize("/profiel/export")} download className={secondaryButtonClass}>
          {t("profile.download")}
        </a>
      </div>
      {pool ? <VolunteerProfileSection visibility={pool.visibility} /> : null}
      <section className="mt-10" aria-labelledby="profile-privacy">
        <h2 id="profile-privacy" className="text-xl font-bold">
          {t("profile.privacyTitle")}
        </h2>
        <p className="mt-2">{t("profile.privacyText")}</p>
        <p className="mt-2">
          <LocaleLink to="/account/verwijderen" className={linkClass}>
            {t("profile.delete")}
          </LocaleLink>
        </p>
      </section>
    </div>
  );
}
