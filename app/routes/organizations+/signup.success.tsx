/** SPEC §2 /organizations/signup/success: the organisation waits for the centre's approval. */
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, titleKey: "organization-forms:signupSuccess.title" };

export default function OrganizationSignUpSuccess() {
  const { t } = useTranslation("organization-forms");
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("signupSuccess.title")} description={t("signupSuccess.description")} />
      <p className="mb-4">{t("signupSuccess.next")}</p>
      <LocaleLink to="/" className={linkClass}>
        {t("signupSuccess.home")}
      </LocaleLink>
    </div>
  );
}
