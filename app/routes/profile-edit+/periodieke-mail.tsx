/**
 * SPEC §2 /profile-edit/periodieke-mail: the days of the periodic mail and the saved searches it sends (ADR 0066) —
 * each renamed in its own inline form and deleted behind a confirmation. Every form is a plain post (works without
 * JavaScript); the action switches on `intent` (none: the days).
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DELETE_SEARCH_INTENT, RENAME_SEARCH_INTENT, renameSearchSchema } from "~/components/digest/saved-search-forms";
import {
  CheckboxGroup,
  ErrorList,
  FormErrors,
  inputClass,
  SubmitButton,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { currentUser, updateCurrentUser } from "~/utils/account.server";
import { getList, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { WEEKDAYS } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import type { SavedSearchAttributes } from "../../../contract/saved-searches";
import { digestDay } from "../../../contract/users";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.digest" };

// ISO weekdays, 1 = Monday … 7 = Sunday; none checked = no periodic mail.
const schema = z.object({
  // A checkbox posts its day as text: the contract's day rule after the number is read.
  digestDays: z.array(z.coerce.number().pipe(digestDay)).max(7).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, searches] = await Promise.all([
    currentUser(context, request),
    getList<SavedSearchAttributes>(context.api, "/api/v1/saved_searches"),
  ]);
  return {
    digestDays: (user.digestDays ?? []).map(String),
    searches: searches.data.map((s) => ({ id: s.id, name: s.name, query: s.query })),
  };
}

type ActionAnswer =
  | SubmissionResult<string[]>
  | { rename: { id: string; reply: SubmissionResult<string[]> } }
  | { unconfirmed: string };

const searchPath = (id: FormDataEntryValue | null): `/api/v1/saved_searches/${string}` => {
  const text = String(id ?? "");
  if (!/^\d{1,12}$/.test(text)) throw new Response("Unknown search", { status: 400 });
  return `/api/v1/saved_searches/${text}`;
};

export async function action({ request, context }: ActionFunctionArgs): Promise<ActionAnswer | Response> {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;
  if (intent === RENAME_SEARCH_INTENT) {
    const id = String(formData.get("id") ?? "");
    const path = searchPath(id);
    const result = await submitForm(formData, renameSearchSchema, (value) =>
      sendOne<SavedSearchAttributes>(context.api).patch(path, {
        body: { data: { type: "saved_searches", id, attributes: { name: value.name } } },
        errors: "throw",
      }),
    );
    if (!result.ok) return { rename: { id, reply: result.reply } };
    const t = await toastT(context, "digest");
    return redirectWithToast(context, here, { color: "success", message: t("savedSearches.renamed") });
  }
  if (intent === DELETE_SEARCH_INTENT) {
    const id = String(formData.get("id") ?? "");
    if (!isConfirmed(formData)) return { unconfirmed: id };
    await context.api.delete(searchPath(id));
    const t = await toastT(context, "digest");
    return redirectWithToast(context, here, { color: "success", message: t("savedSearches.deleted") });
  }
  const result = await submitForm(formData, schema, (value) =>
    updateCurrentUser(context, { digest_days: [...new Set(value.digestDays ?? [])].sort() }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "account");
  return redirectWithToast(context, here, { color: "success", message: t("edit.digestSaved") });
}

export default function DigestDays() {
  const { t } = useTranslation("account");
  const { t: td } = useTranslation("digest");
  const { digestDays, searches } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const daysResult = answer && !("rename" in answer) && !("unconfirmed" in answer) ? answer : undefined;
  const [form, fields] = useForm({
    id: "digest-form",
    lastResult: daysResult,
    shouldValidate: "onBlur",
    defaultValue: { digestDays },
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <div className="space-y-8">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <p>{t("edit.digestIntro")}</p>
        <FormErrors form={form} result={daysResult} />
        <CheckboxGroup
          meta={fields.digestDays}
          legend={t("fields.digestDays")}
          options={WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }))}
        />
        <SubmitButton>{t("edit.save")}</SubmitButton>
      </Form>
      <section aria-labelledby="saved-searches-title" className="space-y-3" data-testid="saved-searches">
        <h2 id="saved-searches-title" className="text-lg font-semibold">
          {td("savedSearches.title")}
        </h2>
        <p>{td("savedSearches.intro")}</p>
        {searches.length ? (
          <ul className="space-y-4">
            {searches.map((s) => (
              <li key={s.id} className="space-y-2 rounded-[var(--radius)] border p-3" data-testid="saved-search">
                <RenameForm
                  id={s.id}
                  name={s.name}
                  lastResult={answer && "rename" in answer && answer.rename.id === s.id ? answer.rename.reply : undefined}
                />
                <div className="flex flex-wrap items-center gap-3">
                  <a href={`/vacancies/search${s.query ? `?${s.query}` : ""}`} className="underline">
                    {td("savedSearches.open")}
                    <span className="sr-only">: {s.name}</span>
                  </a>
                  <ConfirmForm
                    intent={DELETE_SEARCH_INTENT}
                    idSuffix={s.id}
                    submitLabel={td("savedSearches.delete")}
                    submitExtra={<span className="sr-only">: {s.name}</span>}
                    unconfirmed={answer !== undefined && "unconfirmed" in answer && answer.unconfirmed === s.id}
                  >
                    <input type="hidden" name="id" value={s.id} />
                  </ConfirmForm>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p data-testid="no-saved-searches">{td("savedSearches.none")}</p>
        )}
      </section>
    </div>
  );
}

/** One saved search's name, renamed in place. */
function RenameForm({ id, name, lastResult }: { id: string; name: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("digest");
  const [form, fields] = useForm({
    id: `rename-search-${id}`,
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { name },
    onValidate: validateWith(renameSearchSchema),
  });
  const input = getInputProps(fields.name, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <FormErrors form={form} result={lastResult} />
      <input type="hidden" name="id" value={id} />
      <div className="min-w-48 flex-1">
        <label htmlFor={fields.name.id} className="block font-semibold">
          {t("savedSearches.name")}
        </label>
        <input {...input} key={input.key} className={inputClass} />
        <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <SubmitButton name="intent" value={RENAME_SEARCH_INTENT}>
        {t("savedSearches.rename")}
        <span className="sr-only">: {name}</span>
      </SubmitButton>
    </Form>
  );
}
