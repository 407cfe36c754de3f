/**
 * SPEC §2 /volunteerly/changelog (signed in, white background): what changed in the product, newest first, from
 * CHANGELOG.md in the repository (app/components/changelog/changelog.server.ts, ADR 0075). The entries are kept in
 * Dutch; an English page says so and marks them lang="nl" (as Dutch content on English pages, ADR 0039).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PROSE } from "~/components/blocks/markdown-block";
import { changelogHtml } from "~/components/changelog/changelog.server";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { whiteBackground: true, titleKey: "public-pages:changelog.title" };

export async function loader({ context }: LoaderFunctionArgs) {
  return { html: changelogHtml(), dutchOnEnglishPage: context.locale !== "nl" };
}

export default function Changelog() {
  const { t } = useTranslation("public-pages");
  const { html, dutchOnEnglishPage } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("changelog.title")} description={t("changelog.description")} />
      {dutchOnEnglishPage ? <p className="mb-6">{t("changelog.inDutch")}</p> : null}
      {/* Built only by the rich-text allow-list renderer from the repository's own file. */}
      <div className={PROSE} lang="nl" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
