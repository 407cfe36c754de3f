/**
 * /content/pages/{id}/preview: a page as visitors will see it, also while it is a draft, for its editors only
 * (pages.manage; the API answers a draft by id to an editor of the centre). Never cached: `private, no-store`.
 */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { findPageForPreview, preparePageBlocks } from "~/components/content/page.server";
import { PageBody } from "~/components/content/page-preview";
import { linkClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "content-admin:edit.preview", requires: "pages.manage", layout: "wide" };

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const found = await findPageForPreview(context, id);
  if (!found) throw routeError(404, "not_found");
  const blocks = await preparePageBlocks(context, request, found);
  return { page: found.page, blocks };
}

export default function PagePreview() {
  const { t } = useTranslation("content-admin");
  const { page, blocks } = useLoaderData<typeof loader>();
  return (
    <div>
      <p role="status" className="bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
        {t("preview.banner")}{" "}
        <LocaleLink to={`/content/pages/${page.id}`} className={linkClass}>
          {t("preview.back")}
        </LocaleLink>
      </p>
      <PageBody page={page} blocks={blocks} />
    </div>
  );
}
