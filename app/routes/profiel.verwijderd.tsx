import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { RouteHandle } from "~/utils/route-handle";

/** Shown after the account was deleted, when the visitor is signed out: public although SPEC §2 lists it signed-in. */
export const handle: RouteHandle = { isPublic: true, titleKey: "account:deleted.title" };

export default function AccountDeleted() {
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("deleted.title")} description={t("deleted.description")} />
      <LocaleLink to="/" className={linkClass}>
        {t("deleted.home")}
      </LocaleLink>
    </div>
  );
}
