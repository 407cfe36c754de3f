/**
 * SPEC §2 /workshops/{id} (centre superusers for their centre, admins; docs/decisions/0072-workshops.md): a
 * workshop's details to edit (the whole workshop sent again: PATCH /api/v1/workshops/{id}), its sign-ups and
 * waiting list in order, and cancelling it behind a confirmation. Another centre's or tenant's workshop is the
 * API's 404.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RelativeTime } from "~/components/content/relative-time";
import { FormErrors, PageHeading, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { DataTable } from "~/components/ui/data-table";
import { StatusBadge } from "~/components/ui/status-badge";
import { WorkshopFields } from "~/components/workshops/workshop-fields";
import { workshopDefaults, workshopEditSchema, workshopInput } from "~/components/workshops/workshop-form";
import { loadWorkshop, workshopIdOf, workshopPath } from "~/components/workshops/workshops.server";
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { WorkshopAttributes } from "../../../contract/workshops";

export const handle: RouteHandle = {
  titleKey: "workshops:manage.title",
  requires: "workshops.manage",
  title: loaderTitle<typeof loader>((data) => data.workshop.title),
};

export const SAVE_INTENT = "save";
export const CANCEL_INTENT = "cancel";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const workshop = await loadWorkshop(context, workshopIdOf(params.id));
  // Seen by someone who signs up, not manages (the API shows them their centre's): not this page.
  if (!workshop.manageable) throw routeError(403, "forbidden");
  return { workshop, now: new Date().toISOString() };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = workshopIdOf(params.id);
  const formData = await request.formData();
  const t = await toastT(context, "workshops");
  if (formData.get("intent") === CANCEL_INTENT) {
    if (!isConfirmed(formData)) return { unconfirmed: CANCEL_INTENT };
    await context.api.delete(workshopPath(id));
    return redirectWithToast(context, localPath(request, "/workshops"), { color: "success", message: t("cancel.done") });
  }
  const result = await submitForm(formData, workshopEditSchema, (value) =>
    sendOne<WorkshopAttributes>(context.api).patch(workshopPath(id), {
      body: { data: { type: "workshops", id, attributes: workshopInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  return redirectWithToast(context, localPath(request, `/workshops/${encodeURIComponent(id)}`), {
    color: "success",
    message: t("edit.saved"),
  });
}

export default function ManageWorkshop() {
  const { t } = useTranslation("workshops");
  const { workshop, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "status" in actionData ? actionData : undefined;
  const unconfirmed = actionData && "unconfirmed" in actionData;
  const [form, fields] = useForm<z.input<typeof workshopEditSchema>>({
    id: "workshop-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: workshopDefaults(workshop),
    onValidate: validateWith(workshopEditSchema),
  });
  useUnsavedChanges(form.dirty);
  const signups = workshop.signups ?? [];
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading title={t("edit.title", { title: workshop.title })} back={{ to: "/workshops", label: t("back") }} />
      {workshop.cancelled ? (
        <p role="status">
          <StatusBadge tone="danger">{t("cancel.cancelled")}</StatusBadge>
        </p>
      ) : null}
      <section aria-labelledby="workshop-details">
        <h2 id="workshop-details" className="mb-3 text-xl font-semibold">
          {t("edit.heading")}
        </h2>
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormErrors form={form} result={lastResult} />
          <WorkshopFields fields={fields} />
          <SubmitButton name="intent" value={SAVE_INTENT}>
            {t("edit.submit")}
          </SubmitButton>
        </Form>
      </section>
      <section aria-labelledby="workshop-signups">
        <h2 id="workshop-signups" className="mb-3 text-xl font-semibold">
          {t("signups.title")} ({t("manage.signupsCount", { confirmed: workshop.confirmedCount, capacity: workshop.capacity })})
        </h2>
        <DataTable
          caption={t("signups.caption")}
          rows={signups}
          rowKey={(s) => s.id}
          empty={t("signups.empty")}
          columns={[
            { id: "name", header: t("signups.name"), primary: true, cell: (s) => s.name },
            { id: "email", header: t("signups.email"), cell: (s) => s.email, className: "break-all" },
            {
              id: "status",
              header: t("signups.status"),
              cell: (s) => (
                <StatusBadge tone={s.status === "confirmed" ? "success" : s.status === "waitlisted" ? "warning" : "neutral"}>
                  {t(`status.${s.status}`, { position: s.position })}
                </StatusBadge>
              ),
            },
            {
              id: "signedUpAt",
              header: t("signups.signedUpAt"),
              cell: (s) => <RelativeTime date={s.createdAt} now={now} />,
            },
          ]}
        />
      </section>
      {workshop.cancelled ? null : (
        <section aria-labelledby="workshop-cancel">
          <h2 id="workshop-cancel" className="mb-2 text-xl font-semibold">
            {t("cancel.heading")}
          </h2>
          <p className="mb-3">{t("cancel.description")}</p>
          <ConfirmForm
            intent={CANCEL_INTENT}
            submitLabel={t("cancel.submit")}
            confirmLabel={t("cancel.confirm")}
            unconfirmed={Boolean(unconfirmed)}
          />
        </section>
      )}
    </div>
  );
}
