/**
 * SPEC §2 /content/file-upload: the centre's files — upload (a multipart form that works without JavaScript), list
 * with search and paging, delete (refused while a page uses the file, naming it). ADR 0046.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { uploadSchema } from "~/components/files/upload-schema";
import { ErrorList, FormErrors, inputClass, linkClass, PageHeading, SubmitButton, validateWith } from "~/components/forms";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSearch } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { ApiError } from "~/utils/api.server";
import { getList } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { parseListQuery } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { translateError } from "~/utils/validation";
import { formatTimestamp } from "../../../contract/dates";
import {
  MAX_UPLOAD_BODY_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  type UploadAttributes,
  uploadForm,
} from "../../../contract/uploads";

export const handle: RouteHandle = { titleKey: "files:uploads.title", requires: "content.manage" };

const PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { page } = parseListQuery(params, ["created_at"], "-created_at");
  const q = params.get("q")?.trim().slice(0, 100) ?? "";
  const { data, meta } = await getList<UploadAttributes>(context.api, "/api/v1/uploads", {
    query: { filter: { q: q || undefined }, page: { number: page, size: PAGE_SIZE }, sort: "-created_at" },
  });
  return { q, page, meta, uploads: data };
}

/** The kilobytes or megabytes of a file, as a figure with its unit. */
function size(bytes: number): { value: number; unit: "kb" | "mb" } {
  return bytes >= 1024 * 1024
    ? { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: "mb" }
    : { value: Math.max(1, Math.round(bytes / 1024)), unit: "kb" };
}

/** Upload (the form without an `intent`) or delete (`intent=delete`, behind the confirmation box). */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await toastT(context, "files");
  const here = localPath(request, `/content/file-upload${new URL(request.url).search}`);
  // A body larger than any file may be is refused before it is read (the API refuses it again).
  if (Number(request.headers.get("content-length") ?? 0) > MAX_UPLOAD_BODY_BYTES) {
    return { kind: "upload" as const, tooLarge: UPLOAD_MESSAGES.fileTooLarge };
  }
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    if (!isConfirmed(formData)) return { kind: "delete" as const, id, unconfirmed: true };
    try {
      await context.api.delete(`/api/v1/uploads/${encodeURIComponent(id)}`, { errors: "throw" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = error.errors[0]?.meta?.message;
        return { kind: "delete" as const, id, refused: typeof message === "string" ? message : UPLOAD_MESSAGES.inUse };
      }
      throw error;
    }
    return redirectWithToast(context, here, { color: "success", message: t("uploads.deleted") });
  }
  const result = await submitForm(formData, uploadSchema, (value) =>
    context.api.post("/api/v1/uploads", { body: uploadForm(value.file), errors: "throw" }),
  );
  if (!result.ok) return { kind: "upload" as const, reply: result.reply };
  return redirectWithToast(context, localPath(request, "/content/file-upload"), {
    color: "success",
    message: t("uploads.uploadedToast"),
  });
}

function UploadForm() {
  const { t } = useTranslation("files");
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.kind === "upload" && "reply" in actionData ? actionData.reply : undefined;
  const tooLarge = actionData?.kind === "upload" && "tooLarge" in actionData ? actionData.tooLarge : undefined;
  const [form, fields] = useForm({
    id: "upload-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateWith(uploadSchema),
  });
  const errors = [...(fields.file.errors ?? []), ...(tooLarge ? [tooLarge] : [])];
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mb-8 space-y-4">
      <FormErrors form={form} result={lastResult} />
      <div>
        <label htmlFor={fields.file.id} className="block font-semibold">
          {t("uploads.file")}
          <span aria-hidden="true"> *</span>
        </label>
        <p id={`${fields.file.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("uploads.hint")}
        </p>
        <input
          {...getInputProps(fields.file, { type: "file", ariaDescribedBy: `${fields.file.id}-hint` })}
          aria-invalid={errors.length ? true : undefined}
          accept={UPLOAD_ACCEPT}
          className={inputClass}
        />
        <ErrorList id={fields.file.errorId} errors={errors} />
      </div>
      <SubmitButton>{t("uploads.submit")}</SubmitButton>
    </Form>
  );
}

export default function FileUpload() {
  const { t, i18n } = useTranslation("files");
  const { q, page, meta, uploads } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const deleteAnswer = actionData?.kind === "delete" ? actionData : null;
  return (
    <div>
      <PageHeading title={t("uploads.title")} description={t("uploads.description")} />
      <UploadForm />
      <h2 className="mb-3 text-xl font-semibold">{t("uploads.listTitle")}</h2>
      <FilterBar label={t("uploads.filters")} active={Boolean(q)}>
        <FilterSearch name="q" label={t("uploads.search")} defaultValue={q} wide />
      </FilterBar>
      <p className="mb-2 text-sm">{t("uploads.total", { count: meta.recordCount })}</p>
      <DataTable
        caption={t("uploads.listTitle")}
        rows={uploads}
        rowKey={(u) => u.id}
        empty={t("uploads.empty")}
        columns={[
          {
            id: "name",
            header: t("uploads.name"),
            primary: true,
            className: "break-all",
            cell: (u) => (
              <div className="flex items-center gap-3">
                {u.contentType.startsWith("image/") ? (
                  <img src={u.url} alt="" width={48} height={48} loading="lazy" className="size-12 rounded object-cover" />
                ) : null}
                <a href={u.url} className={linkClass}>
                  {u.name}
                </a>
              </div>
            ),
          },
          { id: "type", header: t("uploads.type"), cell: (u) => t(`uploads.types.${u.contentType.replace(/[/+]/g, "_")}`) },
          {
            id: "size",
            header: t("uploads.size"),
            cell: (u) => {
              const s = size(u.byteSize);
              return t(`uploads.${s.unit}`, { value: s.value });
            },
          },
          {
            id: "uploaded",
            header: t("uploads.uploaded"),
            cell: (u) => `${formatTimestamp(u.createdAt, i18n.language)}${u.uploadedByName ? ` · ${u.uploadedByName}` : ""}`,
          },
          {
            id: "actions",
            header: t("uploads.actions"),
            cell: (u) => (
              <div>
                <ConfirmForm
                  intent="delete"
                  idSuffix={u.id}
                  submitLabel={t("uploads.delete")}
                  submitExtra={<span className="sr-only"> {u.name}</span>}
                  unconfirmed={deleteAnswer?.id === u.id && "unconfirmed" in deleteAnswer}
                >
                  <input type="hidden" name="id" value={u.id} />
                </ConfirmForm>
                {deleteAnswer?.id === u.id && "refused" in deleteAnswer && deleteAnswer.refused ? (
                  <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                    {translateError(t, deleteAnswer.refused)}
                  </p>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
