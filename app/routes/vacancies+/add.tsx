/** /vacancies/add: a new vacancy for one of the organisations the user manages, saved as draft or published. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";
import { VacancyEditor } from "./__editor";
import { activityDefaults } from "./__editor-dates-schema";
import { ageGroupOptions, centerSharing, manageableOrganizations, requireVacancyManager } from "./__manage.server";

export { action } from "./__editor.server";

// No `requires`: an organisation superuser's right is for their organisations only (__manage.server.ts).
export const handle: RouteHandle = { titleKey: "vacancy-admin:add.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireVacancyManager(context, request);
  const [organizations, ageGroups] = await Promise.all([
    manageableOrganizations(context, actor, { approvedOnly: true }),
    ageGroupOptions(context),
  ]);
  return { organizations, ageGroups, sharing: centerSharing(context) };
}

export default function AddVacancy() {
  const { t } = useTranslation("vacancy-admin");
  const { organizations, ageGroups, sharing } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("add.title")}
        description={t("add.description")}
        back={{ to: "/vacancies", label: t("editor.back") }}
      />
      <VacancyEditor
        mode="add"
        defaults={{ vacancyType: "volunteering", locationType: "organization", ...activityDefaults() }}
        organizations={organizations}
        ageGroups={ageGroups}
        sharing={sharing}
        buttons={[
          { status: "published", label: t("add.publish"), primary: true },
          { status: "draft", label: t("add.saveDraft") },
        ]}
      />
    </div>
  );
}
