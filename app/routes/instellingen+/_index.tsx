/** SPEC §2 /instellingen: the settings of the selected organisation: 'organisatie' and 'contact person'. */
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "organization-forms:settings.title" };

export default function Settings() {
  const { t } = useTranslation("organization-forms");
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("settings.title")} description={t("settings.description")} />
      <ul className="space-y-3">
        <li>
          <LocaleLink to="/instellingen/organisatie" className={linkClass}>
            {t("settings.organization.title")}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to="/instellingen/contact-person" className={linkClass}>
            {t("settings.contactPerson.title")}
          </LocaleLink>
        </li>
      </ul>
    </div>
  );
}
