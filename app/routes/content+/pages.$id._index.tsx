/**
 * /content/pages/{id}: a page's settings for its editors (ADR 0041) — both languages, slug, type, layout, summary,
 * meta and Open Graph texts, a publication time — saved with the version the page was read at (a save by someone
 * else meanwhile comes back as "changed meanwhile", the typed values kept); publish or unpublish, preview, delete
 * (ConfirmForm), and the revisions every save keeps, each restorable. Every step is a form post (no JavaScript
 * needed); the unsaved-changes prompt guards the settings form when JavaScript runs.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { PageView } from "~/components/content/page";
import { findPageForPreview, preparePageBlocks } from "~/components/content/page.server";
import { pageEditSchema, pageInput } from "~/components/content/page-form";
import { PageBody } from "~/components/content/page-preview";
import { PageSettingsFields } from "~/components/content/page-settings-fields";
import { PageStatusBadge, pageStatus } from "~/components/content/page-status";
import {
  ErrorList,
  FormErrors,
  linkClass,
  PageHeading,
  SubmitButton,
  secondaryButtonClass,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { ApiError } from "~/utils/api.server";
import { getList, getOne, sendOne } from "~/utils/api-resources.server";
import { parseForm, submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { utcToLocal } from "../../../contract/activity-time";
import { formatTimestampInFigures } from "../../../contract/dates";
import type { PageAttributes, PageRevisionAttributes } from "../../../contract/pages";

export const handle: RouteHandle = { titleKey: "content-admin:edit.title", requires: "pages.manage" };

const localDateTime = (instant: string | null) => {
  if (!instant) return "";
  const { date, time } = utcToLocal(instant);
  return `${date}T${time}`;
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const path = `/api/v1/pages/${encodeURIComponent(id)}`;
  const [{ data: page }, revisions] = await Promise.all([
    getOne<PageAttributes>(context.api, path),
    getList<PageRevisionAttributes>(context.api, `${path}/revisions`),
  ]);
  return {
    page: {
      id: page.id,
      title: page.title,
      slug: page.slug,
      pageType: page.pageType,
      status: pageStatus(page),
      lockVersion: page.lockVersion,
      publishAt: page.publishAt,
    },
    defaults: {
      title: page.title,
      titleEn: page.titleEn ?? "",
      slug: page.slug,
      pageType: page.pageType,
      pageLayout: page.pageLayout,
      showTitleOnPage: page.showTitleOnPage ? "on" : "",
      featured: page.featured ? "on" : "",
      summary: page.summary ?? "",
      summaryEn: page.summaryEn ?? "",
      metaTitle: page.metaTitle ?? "",
      metaTitleEn: page.metaTitleEn ?? "",
      metaDescription: page.metaDescription ?? "",
      metaDescriptionEn: page.metaDescriptionEn ?? "",
      ogTitle: page.ogTitle ?? "",
      ogTitleEn: page.ogTitleEn ?? "",
      ogDescription: page.ogDescription ?? "",
      ogDescriptionEn: page.ogDescriptionEn ?? "",
      publishAt: localDateTime(page.publishAt),
      lockVersion: String(page.lockVersion),
    },
    revisions: revisions.data.map((r) => ({ id: r.id, title: r.title, userName: r.userName, createdAt: r.createdAt })),
  };
}

type Notice = "stale" | "unconfirmed";

const DONE = { publish: "edit.published", unpublish: "edit.unpublished", restore: "revisions.restored" } as const;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const path = `/api/v1/pages/${encodeURIComponent(id)}` as const;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const t = await toastT(context, "content-admin");
  const here = localPath(request, `/content/pages/${id}`);
  if (intent === "delete") {
    if (!isConfirmed(formData)) return { notice: "unconfirmed" as Notice };
    await context.api.delete(path);
    return redirectWithToast(context, localPath(request, "/content"), { color: "success", message: t("edit.deleted") });
  }
  if (intent === "publish" || intent === "unpublish" || intent === "restore") {
    const lockVersion = Number(formData.get("lockVersion"));
    try {
      if (intent === "restore") {
        const revision = String(formData.get("revisionId") ?? "");
        if (!/^\d{1,12}$/.test(revision)) throw routeError(404, "not_found");
        await context.api.post(`${path}/revisions/${encodeURIComponent(revision)}/restore`, { errors: "throw" });
      } else {
        await context.api.patch(path, {
          body: { data: { type: "pages", id, attributes: { is_published: intent === "publish", lock_version: lockVersion } } },
          errors: "throw",
        });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return { notice: "stale" as Notice };
      throw error;
    }
    return redirectWithToast(context, here, { color: "success", message: t(DONE[intent]) });
  }
  if (intent === "preview") {
    // The page as these unsaved settings would show it (its title, layout, title shown or not), with its blocks.
    const submission = parseForm(formData, pageEditSchema);
    if (submission.status !== "success") return { reply: submission.reply() };
    const found = await findPageForPreview(context, id);
    if (!found) throw routeError(404, "not_found");
    const value = submission.value;
    const english = context.locale === "en" ? value.titleEn?.trim() : undefined;
    const page: PageView = {
      ...found.page,
      title: english || value.title,
      titleLang: context.locale === "en" && !english ? "nl" : undefined,
      showTitleOnPage: value.showTitleOnPage ?? false,
      pageLayout: value.pageLayout,
    };
    return { reply: submission.reply(), preview: { page, blocks: await preparePageBlocks(context, request, found) } };
  }
  const result = await submitForm(formData, pageEditSchema, ({ lockVersion, ...value }) =>
    sendOne<PageAttributes>(context.api).patch(path, {
      body: { data: { type: "pages", id, attributes: { ...pageInput(value), lock_version: lockVersion } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return { reply: result.reply };
  return redirectWithToast(context, here, { color: "success", message: t("edit.saved") });
}

export default function EditPage() {
  const { t, i18n } = useTranslation("content-admin");
  const { page, defaults, revisions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "reply" in actionData ? actionData.reply : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  // The settings form holds the version it was read at. A save or publish reloads the page (a newer version): the form
  // starts again from it. A refused save (a stale version, bad input) keeps the form as typed, with its old version.
  const [formVersion, setFormVersion] = useState(page.lockVersion);
  useEffect(() => {
    if (!lastResult && page.lockVersion !== formVersion) setFormVersion(page.lockVersion);
  }, [lastResult, page.lockVersion, formVersion]);
  const publicPath = page.pageType === "news" ? `/nieuws/${page.slug}` : `/${page.slug}`;
  return (
    <div className="max-w-3xl space-y-10">
      <div>
        <PageHeading title={page.title} lang="nl" back={{ to: "/content", label: t("edit.back") }} />
        <div className="flex flex-wrap items-center gap-3">
          <PageStatusBadge status={page.status} />
          {page.status === "published" ? (
            <LocaleLink to={publicPath} className={linkClass}>
              {t("edit.view")}
            </LocaleLink>
          ) : null}
          <LocaleLink to={`/content/pages/${page.id}/blocks`} className={linkClass}>
            {t("edit.blocks")}
          </LocaleLink>
          <LocaleLink to={`/content/pages/${page.id}/preview`} className={linkClass}>
            {t("edit.preview")}
          </LocaleLink>
          <Form method="post">
            <input type="hidden" name="lockVersion" value={page.lockVersion} />
            <Button type="submit" name="intent" value={page.status === "published" ? "unpublish" : "publish"} variant="secondary">
              {page.status === "published" ? t("edit.unpublish") : t("edit.publish")}
            </Button>
          </Form>
        </div>
        {notice === "stale" ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {t("errors.stale")}
          </p>
        ) : null}
      </div>

      {preview ? (
        <section aria-labelledby="settings-preview-heading" className="space-y-3">
          <h2 id="settings-preview-heading" className="text-xl font-semibold">
            {t("edit.previewUnsavedTitle")}
          </h2>
          <div className="overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-background dark:border-muted-700">
            <PageBody page={preview.page} blocks={preview.blocks} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="mb-4 text-xl font-semibold">
          {t("edit.settings")}
        </h2>
        <SettingsForm key={formVersion} defaults={defaults} lastResult={lastResult} isHome={page.slug === ""} />
      </section>

      <section aria-labelledby="revisions-heading">
        <h2 id="revisions-heading" className="mb-4 text-xl font-semibold">
          {t("revisions.title")}
        </h2>
        {revisions.length === 0 ? (
          <p>{t("revisions.empty")}</p>
        ) : (
          <ul className="divide-y divide-muted-200 dark:divide-muted-700">
            {revisions.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  {t("revisions.item", {
                    when: formatTimestampInFigures(r.createdAt, i18n.language),
                    who: r.userName ?? t("revisions.unknown"),
                  })}{" "}
                  — <span lang="nl">{r.title}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="revisionId" value={r.id} />
                  <Button type="submit" name="intent" value="restore" variant="secondary">
                    {t("revisions.restore")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      {page.slug !== "" ? (
        <section aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="mb-4 text-xl font-semibold">
            {t("edit.deleteTitle")}
          </h2>
          <ConfirmForm
            intent="delete"
            submitLabel={t("edit.delete")}
            unconfirmed={notice === "unconfirmed"}
            anchor="delete-heading"
          />
        </section>
      ) : null}
    </div>
  );
}

function SettingsForm({
  defaults,
  lastResult,
  isHome,
}: {
  defaults: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
  isHome: boolean;
}) {
  const { t } = useTranslation("content-admin");
  const [form, fields] = useForm<z.input<typeof pageEditSchema>>({
    id: "page-settings-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults as never,
    onValidate: validateWith(pageEditSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <input {...getInputProps(fields.lockVersion, { type: "hidden" })} key={fields.lockVersion.key} />
      <div role={fields.lockVersion.errors ? "alert" : undefined}>
        <ErrorList id={fields.lockVersion.errorId} errors={fields.lockVersion.errors} />
      </div>
      <PageSettingsFields fields={fields} isHome={isHome} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save">
          {t("edit.save")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview" className={secondaryButtonClass}>
          {t("edit.previewUnsaved")}
        </SubmitButton>
      </div>
    </Form>
  );
}
