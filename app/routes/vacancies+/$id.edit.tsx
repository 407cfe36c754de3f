/**
 * /vacancies/{id}/edit: the vacancy's editor for those who may manage it (its organisation superusers,
 * its centre's staff, the admin; 403 page for others, 404 for unknown ids), with the lifecycle's moves the API
 * offers (`allowedStatuses`) as submit buttons and delete behind a ConfirmForm.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { type EditorButton, VacancyEditor } from "./__editor";
import type { EditorActionData } from "./__editor.server";
import { editorDefaults } from "./__editor-defaults";
import { ageGroupOptions, centerSharing, loadManagedVacancy, requireVacancyManager } from "./__manage.server";
import { VacancyStatusBadge } from "./__manage-status";

export { action } from "./__editor.server";

// No `requires`: an organisation superuser's right is for their organisations only (__manage.server.ts).
export const handle: RouteHandle = {
  titleKey: "vacancy-admin:edit.title",
  title: loaderTitle<typeof loader>((data) => data.title),
};

/** The lifecycle's moves offered as buttons, in this order (`expired` is the scheduled job's, `deleted` the ConfirmForm's). */
const MOVES = ["published", "filled", "archived"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireVacancyManager(context, request);
  const [vacancy, ageGroups] = await Promise.all([loadManagedVacancy(context, actor, params.id), ageGroupOptions(context)]);
  const allowed = vacancy.allowedStatuses ?? [];
  return {
    id: vacancy.id,
    title: vacancy.title,
    status: vacancy.status,
    organizationName: vacancy.organizationName,
    applicationCounts: vacancy.applicationCounts,
    defaults: editorDefaults(vacancy),
    ageGroups,
    sharing: centerSharing(context),
    moves: MOVES.filter((status) => allowed.includes(status)),
    deletable: allowed.includes("deleted"),
  };
}

export default function EditVacancy() {
  const { t } = useTranslation("vacancy-admin");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<EditorActionData>();
  const buttons: EditorButton[] = [
    { label: t("edit.save"), primary: true },
    ...data.moves.map((status) => ({
      status,
      label: t(`edit.moves.${data.status}.${status}`, { defaultValue: t(`edit.to.${status}`) }),
    })),
  ];
  const applications = data.applicationCounts ? Object.values(data.applicationCounts).reduce((a, b) => a + b, 0) : null;
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("edit.title")} description={data.title} back={{ to: "/vacancies", label: t("editor.back") }} />
      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <VacancyStatusBadge status={data.status} />
        <span>{data.organizationName}</span>
        {data.status === "published" ? (
          <LocaleLink to={`/vacancies/${data.id}`} className={linkClass}>
            {t("edit.view")}
          </LocaleLink>
        ) : null}
        {applications !== null ? (
          <LocaleLink to={`/applications?vacancy=${data.id}`} className={linkClass}>
            {t("list.applications", { count: applications })}
          </LocaleLink>
        ) : null}
      </div>
      <VacancyEditor mode="edit" defaults={data.defaults} ageGroups={data.ageGroups} sharing={data.sharing} buttons={buttons} />
      {data.deletable ? (
        <section aria-labelledby="vacancy-delete-heading" className="mt-10 space-y-3">
          <h2 id="vacancy-delete-heading" className="text-lg font-semibold">
            {t("edit.deleteHeading")}
          </h2>
          <ConfirmForm
            intent="delete"
            submitLabel={t("edit.delete")}
            unconfirmed={actionData !== undefined && "unconfirmed" in actionData}
          />
        </section>
      ) : null}
    </div>
  );
}
