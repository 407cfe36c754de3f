/**
 * /form_builder/{id}/submissions: a form's submissions, newest first, paged by plain links — when, through which
 * invitation, and the first answers — each opening its own page; the CSV export of all of them (Excel's `;` or a
 * comma). For the form's managers (forms.manage).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { answerText } from "~/components/form-builder/answer-view";
import { useContentText } from "~/components/form-builder/fill-form";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable, type DataTableColumn } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { getOne, listMeta, type Resource } from "~/utils/api-resources.server";
import { MAX_PAGE } from "~/utils/list-query";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { formatTimestamp } from "../../../contract/dates";
import type { FormAttributes, FormOption, FormSubmissionAttributes, QuestionType } from "../../../contract/forms";

export const handle: RouteHandle = { titleKey: "form-fill:submissions.title", requires: "forms.manage" };

const PAGE_SIZE = 25;
/** Answers shown in the list (the rest on each submission's page). */
const LIST_ANSWERS = 3;

interface Column {
  question_id: number;
  question_type: QuestionType;
  text: string;
  text_en: string | null;
  options: FormOption[];
}

/**
 * `meta.columns` as the client hands it over: meta's keys come camelCased (a JSON value's keys would not, but meta is
 * not an attribute), so the columns are read back into the definition's own shape.
 */
type MetaColumn = {
  questionId: number;
  questionType: QuestionType;
  text: string;
  textEn: string | null;
  options: Array<{ id: string; label: string; labelEn?: string | null }>;
};
const columnOf = (c: MetaColumn): Column => ({
  question_id: c.questionId,
  question_type: c.questionType,
  text: c.text,
  text_en: c.textEn ?? null,
  options: (c.options ?? []).map((o) => ({ id: o.id, label: o.label, label_en: o.labelEn ?? null })),
});

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const page = Math.max(1, Math.min(MAX_PAGE, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const [form, list] = await Promise.all([
    getOne<FormAttributes>(context.api, `/api/v1/forms/${id}`),
    context.api.get<Resource<FormSubmissionAttributes>[]>(`/api/v1/forms/${id}/form_submissions`, {
      query: { page: { number: page, size: PAGE_SIZE } },
    }),
  ]);
  const meta = listMeta(list.meta, list.data.length);
  const columns = ((list.meta?.columns as unknown as MetaColumn[] | undefined) ?? []).slice(0, LIST_ANSWERS).map(columnOf);
  return {
    form: {
      id: form.data.id,
      title: form.data.title,
      titleEn: form.data.titleEn,
      byInvitation: form.data.accessPermission === "token_holder",
    },
    page,
    pageCount: meta.pageCount,
    total: meta.recordCount,
    columns,
    rows: list.data.map((s) => ({
      id: s.id,
      submittedAt: s.submittedAt,
      invitationEmail: s.invitationEmail,
      answers: s.answers,
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

export default function FormSubmissions() {
  const { t, i18n } = useTranslation("form-fill");
  const text = useContentText();
  const { form, page, pageCount, total, columns, rows } = useLoaderData<typeof loader>();
  const title = text(form.title, form.titleEn);
  const words = { yes: t("answer.yes"), no: t("answer.no"), none: t("answer.none") };
  const tableColumns: DataTableColumn<Row>[] = [
    {
      id: "submitted",
      header: t("submissions.submittedAt"),
      primary: true,
      cell: (row) => (
        <LocaleLink to={`/form_builder/${form.id}/submissions/${row.id}`} className={linkClass}>
          {formatTimestamp(row.submittedAt, i18n.language)}
        </LocaleLink>
      ),
    },
    ...(form.byInvitation
      ? [
          {
            id: "invitation",
            header: t("submissions.invitation"),
            className: "break-all",
            cell: (row: Row) => row.invitationEmail ?? "—",
          },
        ]
      : []),
    ...columns.map(
      (c): DataTableColumn<Row> => ({
        id: `q${c.question_id}`,
        header: text(c.text, c.text_en).text,
        className: "max-w-64 break-words",
        cell: (row) =>
          answerText(
            { question_type: c.question_type, options: c.options },
            row.answers[String(c.question_id)],
            i18n.language,
            words,
          ),
      }),
    ),
  ];
  return (
    <div className="space-y-6">
      <PageHeading
        title={t("submissions.heading", { title: title.text })}
        description={t("submissions.count", { count: total })}
        back={{ to: `/form_builder/${form.id}`, label: t("submissions.back") }}
      />
      {total > 0 ? (
        <section aria-labelledby="export-heading" className="space-y-2">
          <h2 id="export-heading" className="text-lg font-semibold">
            {t("export.heading")}
          </h2>
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("export.intro")}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              {/* Plain links: the browser downloads the attachment, with or without JavaScript. */}
              <a
                href={`${i18n.language === "en" ? "/en" : ""}/form_builder/${form.id}/export?separator=%3B`}
                className={linkClass}
                download
              >
                {t("export.semicolon")}
              </a>
            </li>
            <li>
              <a
                href={`${i18n.language === "en" ? "/en" : ""}/form_builder/${form.id}/export?separator=%2C`}
                className={linkClass}
                download
              >
                {t("export.comma")}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
      <DataTable
        caption={t("submissions.caption", { title: title.text })}
        columns={tableColumns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t("submissions.empty")}
      />
      <Pagination current={page} total={pageCount} />
    </div>
  );
}
