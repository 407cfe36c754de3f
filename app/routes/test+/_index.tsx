/** /test — the list of the developer pages (ADR 0073), each with what it shows. */
import { useTranslation } from "react-i18next";
import { DEV_PAGES, devPagePath } from "~/components/dev-pages/pages";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true, titleKey: "dev-pages:index.title" };

export default function DevPagesIndex() {
  const { t } = useTranslation("dev-pages");
  return (
    <>
      <PageHeading title={t("index.title")} description={t("index.description")} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {DEV_PAGES.map((page) => (
          <li key={page} className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
            <LocaleLink to={devPagePath(page)} className={linkClass}>
              {t(`${page}.title`)}
            </LocaleLink>
            <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t(`${page}.description`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
