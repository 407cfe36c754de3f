/**
 * /content/images (ADR 0058): the images a page can show — the centre's uploaded images and the tenant's stock
 * images, newest first, searched by name or keyword, paged by plain links. For everyone who edits pages
 * (`pages.manage`). Without JavaScript it is where an editor copies an image's address into an image field; with
 * JavaScript its loader's JSON is also the image picker's dialog (components/content/image-picker.tsx).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IMAGES_PAGE_SIZE, type ImageChoice, type ImagesData } from "~/components/content/image-choices";
import { inputClass, PageHeading } from "~/components/forms";
import { FilterBar, FilterSearch } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { getList } from "~/utils/api-resources.server";
import { MAX_PAGE } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { type ImageChoiceAttributes, MAX_IMAGE_CHOICES_PAGE_SIZE } from "../../../contract/uploads";

export const handle: RouteHandle = { titleKey: "files:images.title", requires: "pages.manage" };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ImagesData> {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(MAX_PAGE, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  // `size` lets a caller ask for a smaller page; never more than the API's cap.
  const size = Math.max(
    1,
    Math.min(MAX_IMAGE_CHOICES_PAGE_SIZE, Number.parseInt(params.get("size") ?? "", 10) || IMAGES_PAGE_SIZE),
  );
  const q = params.get("q")?.trim().slice(0, 100) ?? "";
  const { data, meta } = await getList<ImageChoiceAttributes>(context.api, "/api/v1/images", {
    query: { filter: { q: q || undefined }, page: { number: page, size } },
  });
  const images: ImageChoice[] = data.map((i) => ({
    id: i.id,
    kind: i.kind,
    name: i.name,
    alt: i.alt,
    url: i.url,
    width: i.width,
    height: i.height,
  }));
  return { q, page, pageCount: meta.pageCount, total: meta.recordCount, images };
}

export default function Images() {
  const { t } = useTranslation("files");
  const { q, page, pageCount, total, images } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("images.title")} description={t("images.intro")} />
      <FilterBar label={t("images.filters")} active={Boolean(q)}>
        <FilterSearch name="q" label={t("images.search")} defaultValue={q} wide />
      </FilterBar>
      <p className="mb-4 text-sm">{t("images.total", { count: total })}</p>
      {images.length === 0 ? (
        <p>{t("images.empty")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id} className="rounded-[var(--radius)] border border-muted-300 p-3 dark:border-muted-600">
              <img
                src={image.url}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                className="mb-2 h-32 w-full rounded bg-muted-100 object-contain dark:bg-muted-800"
              />
              <h2 className="font-semibold break-words">{image.name}</h2>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {t(image.kind === "upload" ? "images.kindUpload" : "images.kindStock")} ·{" "}
                {image.width && image.height
                  ? t("images.dimensions", { width: image.width, height: image.height })
                  : t("images.noDimensions")}
              </p>
              <label htmlFor={`image-url-${image.id}`} className="mt-2 block text-sm font-semibold">
                {t("images.address")}
              </label>
              <input
                id={`image-url-${image.id}`}
                type="text"
                readOnly
                value={image.url}
                className={`${inputClass} font-mono text-sm`}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} total={pageCount} className="mt-6" />
    </div>
  );
}
