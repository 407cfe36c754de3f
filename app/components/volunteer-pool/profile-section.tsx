/** The /profiel page's short section on the volunteer's pool profile (ADR 0063): who sees it now, and a link to edit it. */
import { useTranslation } from "react-i18next";
import { linkClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { ProfileVisibility } from "../../../contract/volunteer-pool";

export function VolunteerProfileSection({ visibility }: { visibility: ProfileVisibility | null }) {
  const { t } = useTranslation("volunteer-pool");
  return (
    <section className="mt-10" aria-labelledby="profile-volunteer-pool">
      <h2 id="profile-volunteer-pool" className="text-xl font-bold">
        {t("profileSection.title")}
      </h2>
      <p className="mt-2" data-testid="volunteer-profile-visibility">
        {visibility
          ? `${t("profileSection.current", { visibility: t(`visibility.${visibility}`) })}. ${t(`visibility.${visibility}Hint`)}`
          : t("profileSection.none")}
      </p>
      <p className="mt-2">
        <LocaleLink to="/profile-edit/vrijwilligersprofiel" className={linkClass}>
          {t(visibility ? "profileSection.edit" : "profileSection.create")}
        </LocaleLink>
      </p>
    </section>
  );
}
