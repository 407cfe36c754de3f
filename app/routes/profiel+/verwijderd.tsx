import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { takeNote } from "~/utils/flash.server";
import type { RouteHandle } from "~/utils/route-handle";
import { isSignedIn } from "~/utils/session.server";
import { localPath } from "~/utils/urls.server";

/** Shown after the account was deleted, when the visitor is signed out: public although SPEC §2 lists it signed-in. */
export const handle: RouteHandle = { isPublic: true, titleKey: "account:deleted.title" };

/**
 * Only right after a deletion (the note /account/verwijderen flashes into the session): anyone else would be told
 * an account was deleted that was not. A signed-in visitor goes to their profile, anyone else home.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (takeNote(context, "accountDeleted")) return null;
  throw redirect(localPath(request, isSignedIn(context.session) ? "/profiel" : "/"));
}

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
