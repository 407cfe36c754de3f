/**
 * SPEC §2 /instellingen: the settings the visitor may change — their centre's site (design, footer: `settings.manage`
 * on the site's centre, ADR 0047) and their selected organisation ('organisatie', 'contact person': organisation
 * superusers and staff in scope).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { loadAccount } from "~/utils/account.server";
import { can, mayUseSomewhere } from "~/utils/permissions";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "settings:index.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await loadAccount(context, request);
  if (!account) throw routeError(401, "unauthorized");
  const centerId = context.volunteerCenterId ?? context.tenant?.defaultVolunteerCenterId;
  return {
    center: centerId != null && can(account.actor, "settings.manage", { centerId: Number(centerId) }),
    organization: account.organizations.length > 0 || mayUseSomewhere(account.actor, "organization.manage"),
  };
}

export default function Settings() {
  const { t } = useTranslation("settings");
  const { t: tOrganization } = useTranslation("organization-forms");
  const { center, organization } = useLoaderData<typeof loader>();
  const item = (to: string, title: string, description?: string) => (
    <li>
      <LocaleLink to={to} className={linkClass}>
        {title}
      </LocaleLink>
      {description ? <p className="text-sm text-muted-700 dark:text-muted-300">{description}</p> : null}
    </li>
  );
  return (
    <div className="max-w-2xl space-y-8">
      <PageHeading title={t("index.title")} description={t("index.description")} />
      {center ? (
        <section aria-labelledby="settings-center" className="space-y-3">
          <h2 id="settings-center" className="text-lg font-bold">
            {t("index.center")}
          </h2>
          <ul className="space-y-3">
            {item("/instellingen/design", t("index.design.title"), t("index.design.description"))}
            {item("/instellingen/footer", t("index.footer.title"), t("index.footer.description"))}
            {item("/notification_templates", t("index.templates.title"), t("index.templates.description"))}
          </ul>
        </section>
      ) : null}
      {organization ? (
        <section aria-labelledby="settings-organization" className="space-y-3">
          <h2 id="settings-organization" className="text-lg font-bold">
            {t("index.organization")}
          </h2>
          <ul className="space-y-3">
            {item("/instellingen/organisatie", tOrganization("settings.organization.title"))}
            {item("/instellingen/contact-person", tOrganization("settings.contactPerson.title"))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
