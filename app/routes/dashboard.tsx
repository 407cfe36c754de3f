/**
 * SPEC §2 /dashboard (ADR 0069): where signing in lands, for every signed-in role. A card per section the user's
 * roles call for (the API decides which, and what each holds): its items as links to their screens, the count,
 * relative times (SPEC §4), and what to do when nothing waits. Server-rendered; works without JavaScript.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dashboardSections } from "~/components/dashboard/dashboard.server";
import { DashboardCard } from "~/components/dashboard/dashboard-card";
import { PageHeading } from "~/components/forms";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "dashboard:title", requires: "dashboard.view" };

export async function loader({ context }: LoaderFunctionArgs) {
  const sections = await dashboardSections(context);
  return { now: new Date().toISOString(), sections };
}

export default function Dashboard() {
  const { t } = useTranslation("dashboard");
  const { sections, now } = useLoaderData<typeof loader>();
  const prompt = sections.filter((s) => s.key === "profilePrompt" && s.total > 0);
  const cards = sections.filter((s) => s.key !== "profilePrompt");
  return (
    <div>
      <PageHeading title={t("title")} description={t("description")} />
      <div className="space-y-4">
        {prompt.map((s) => (
          <DashboardCard key={s.key} section={s} now={now} />
        ))}
        <div className="grid gap-4 md:grid-cols-2" data-testid="dashboard-sections">
          {cards.map((s) => (
            <DashboardCard key={s.key} section={s} now={now} />
          ))}
        </div>
      </div>
    </div>
  );
}
