/**
 * /profile-replies (ADR 0063): a volunteer's or student's replies received on their pool profile — organisation,
 * subject, an excerpt, when, and the link to the conversation; for an organisation superuser, centre staff or an
 * admin the replies their organisations (their centre's, the tenant's) sent. Paged; 404 in meedoen (the API's answer).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import { PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Pagination } from "~/components/ui/pagination";
import { repliesPage } from "~/components/volunteer-pool/pool.server";
import { actorOf, currentUser } from "~/utils/account.server";
import { mayUseSomewhere } from "~/utils/permissions";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "volunteer-pool:replies.title" };

const EXCERPT = 140;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = Math.max(1, Math.min(1000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const [user, list] = await Promise.all([currentUser(context, request), repliesPage(context, page)]);
  const staff = mayUseSomewhere(actorOf(user), "volunteer_pool.browse");
  return {
    staff,
    page,
    now: new Date().toISOString(),
    pageCount: list.meta.pageCount,
    replies: list.data.map((r) => ({
      id: r.id,
      subject: r.subject,
      excerpt: r.body.length > EXCERPT ? `${r.body.slice(0, EXCERPT).trimEnd()}…` : r.body,
      organizationName: r.organizationName,
      volunteerFirstName: r.volunteerFirstName,
      conversationId: r.conversationId,
      createdAt: r.createdAt,
    })),
  };
}

export default function ProfileReplies() {
  const { t } = useTranslation("volunteer-pool");
  const { replies, staff, page, pageCount, now } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("replies.title")}
        description={t(staff ? "replies.descriptionStaff" : "replies.descriptionVolunteer")}
      />
      {replies.length === 0 ? (
        <p>{t("replies.empty")}</p>
      ) : (
        <ul className="space-y-4" data-testid="profile-replies">
          {replies.map((r) => (
            <li key={r.id} className="rounded-lg border border-muted-200 p-4 dark:border-muted-700">
              <h2 className="text-lg font-semibold break-words">{r.subject}</h2>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {staff ? `${r.organizationName} → ${r.volunteerFirstName}` : r.organizationName} ·{" "}
                <RelativeTime date={r.createdAt} now={now} />
              </p>
              <p className="mt-2 whitespace-pre-line break-words">{r.excerpt}</p>
              {r.conversationId ? (
                <LocaleLink to={`/conversations/${r.conversationId}`} className="mt-2 inline-block underline">
                  {t("replies.open")}
                  <span className="sr-only">: {r.subject}</span>
                </LocaleLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} total={pageCount} />
    </div>
  );
}
