import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:signupSuccess.title" };

export default function SignUpSuccess() {
  const { t } = useTranslation("auth");
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("signupSuccess.title")} description={t("signupSuccess.description")} />
      <LocaleLink to="/auth/login-1" className={linkClass}>
        {t("signupSuccess.signIn")}
      </LocaleLink>
    </div>
  );
}
