/**
 * /content/pages/{id}/preview: a page as visitors will see it, also while it is a draft, for its editors only
 * (pages.manage; the API answers a draft by id to an editor of the centre). Never cached: `private, no-store`.
 */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BlockRenderer, titleBlockId } from "~/components/blocks/block-renderer";
import { Container, ContentWidthProvider } from "~/components/blocks/ui";
import { useDutchContent } from "~/components/content/content-lang";
import { findPageForPreview, preparePageBlocks } from "~/components/content/page.server";
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
  const width = page.pageLayout === "default" ? "default" : "wide";
  const titleBlock = titleBlockId(blocks, page.showTitleOnPage);
  const dutch = useDutchContent();
  return (
    <div>
      <p role="status" className="bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
        {t("preview.banner")}{" "}
        <LocaleLink to={`/content/pages/${page.id}`} className={linkClass}>
          {t("preview.back")}
        </LocaleLink>
      </p>
      {page.showTitleOnPage || !titleBlock ? (
        <ContentWidthProvider value={width}>
          <Container className="pt-10 sm:pt-14">
            <h1
              className="text-3xl font-bold tracking-tight text-balance break-words text-primary-900 sm:text-4xl dark:text-white"
              {...dutch}
            >
              {page.title}
            </h1>
          </Container>
        </ContentWidthProvider>
      ) : null}
      <BlockRenderer blocks={blocks} titleBlock={titleBlock} width={width} />
    </div>
  );
}
