/**
 * SPEC §2 /notificaties (signed in; ADR 0065): the user's own notifications, newest first, each in the reader's
 * language with its relative time (SPEC §4), unread ones marked in words as well as by look; "mark as read" per
 * item and "mark all as read" are form posts (they work without JavaScript), all up to the newest notification
 * this page showed, so one that arrives meanwhile stays unread. Following a notification opens /notificaties/{id},
 * which marks it read and goes on to its target.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import { PageHeading } from "~/components/forms";
import { BELL_MAX_SHOWN } from "~/components/layout/notification-bell";
import { LocaleLink } from "~/components/locale-link";
import { notificationText } from "~/components/notifications/notification-text";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { StatusBadge } from "~/components/ui/status-badge";
import { ApiError, type Query } from "~/utils/api.server";
import type { Resource } from "~/utils/api-resources.server";
import { listMeta } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { NotificationAttributes } from "../../../contract/notifications";

export const handle: RouteHandle = { titleKey: "notifications:title" };

export const PAGE_SIZE = 20;
/** `?ongelezen=1`: only the unread ones. */
const UNREAD_PARAM = "ongelezen";

const pageOf = (raw: string | null) => {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(n, 1);
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageOf(url.searchParams.get("page"));
  const unreadOnly = url.searchParams.get(UNREAD_PARAM) === "1";
  const list = (query: Query) =>
    context.api.get<Resource<NotificationAttributes>[]>("/api/v1/notifications", { query, errors: "throw" });
  // The newest notification there is (what "mark all" goes up to): the first row of this page when it is the
  // first page of all, else asked for beside it (the same D1 round trip: the request's reads are batched).
  const [answer, newest] = await Promise.all([
    list({ page: { number: page, size: PAGE_SIZE }, ...(unreadOnly ? { filter: { unread: "true" } } : {}) }),
    page > 1 || unreadOnly ? list({ page: { size: 1 } }) : null,
  ]);
  const meta = listMeta(answer.meta, answer.data.length);
  const unread = typeof answer.meta?.unread === "number" ? answer.meta.unread : 0;
  const newestId = Number((newest ?? answer).data[0]?.id ?? 0);
  return {
    now: new Date().toISOString(),
    unreadOnly,
    unread,
    newestId,
    page: meta.currentPage,
    pageCount: meta.pageCount,
    notifications: answer.data.map((n) => ({
      id: n.id,
      kind: n.kind,
      params: n.params,
      readAt: n.readAt,
      createdAt: n.createdAt,
    })),
  };
}

/** This page again (its filter and page kept), for the redirect after a post. */
function backHere(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return localPath(request, `/notificaties${search ? `?${search}` : ""}`);
}

const idOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,12}$/.test(value) && Number(value) > 0 ? value : null;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const t = await toastT(context, "notifications");
  if (intent === "read") {
    const id = idOf(form.get("id"));
    if (!id) throw routeError(404);
    try {
      await context.api.post(`/api/v1/notifications/${id}/read`, { errors: "throw" });
    } catch (error) {
      // Someone else's, or gone: nothing of it is shown.
      if (error instanceof ApiError && error.status === 404) throw routeError(404);
      throw error;
    }
    return redirect(backHere(request));
  }
  if (intent === "read_all") {
    const upToId = idOf(form.get("upToId"));
    if (!upToId) return redirectWithToast(context, backHere(request), { color: "info", message: t("markedAllReadNone") });
    const answer = await context.api.post("/api/v1/notifications/read_all", {
      body: { data: { type: "notifications", attributes: { up_to_id: Number(upToId) } } },
      errors: "throw",
    });
    const marked = typeof answer.meta?.marked === "number" ? answer.meta.marked : 0;
    return redirectWithToast(context, backHere(request), {
      color: "success",
      message: marked > 0 ? t("markedAllRead", { count: marked }) : t("markedAllReadNone"),
    });
  }
  throw routeError(400, "error");
}

export default function NotificationsPage() {
  const { t, i18n } = useTranslation("notifications");
  const { notifications, unread, unreadOnly, newestId, now, page, pageCount } = useLoaderData<typeof loader>();
  const filterLink = (only: boolean, label: string) => (
    <LocaleLink
      to={only ? `/notificaties?${UNREAD_PARAM}=1` : "/notificaties"}
      aria-current={only === unreadOnly ? "page" : undefined}
      className="inline-flex min-h-11 items-center rounded-[var(--radius)] px-3 font-semibold text-primary-800 underline-offset-2 hover:bg-primary-50 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white aria-[current=page]:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:hover:bg-muted-800 dark:aria-[current=page]:bg-primary-300 dark:aria-[current=page]:text-primary-950"
    >
      {label}
    </LocaleLink>
  );
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("title")} description={t("description")} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("filter.label")} className="flex flex-wrap gap-1">
          {filterLink(false, t("filter.all"))}
          {filterLink(true, t("filter.unread"))}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold" data-testid="notifications-unread">
            {unread > BELL_MAX_SHOWN ? t("unreadCountMany") : t("unreadCount", { count: unread })}
          </p>
          {unread > 0 && newestId > 0 ? (
            <Form method="post">
              <input type="hidden" name="upToId" value={newestId} />
              <Button type="submit" name="intent" value="read_all" variant="secondary">
                {t("markAllRead")}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
      {notifications.length === 0 ? (
        <p>{unreadOnly ? t("emptyUnread") : t("empty")}</p>
      ) : (
        <ul className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
          {notifications.map((n) => {
            const text = notificationText(t, n, i18n.language);
            const isUnread = n.readAt === null;
            return (
              <li
                key={n.id}
                data-unread={isUnread ? "" : undefined}
                className={`flex flex-wrap items-start gap-x-4 gap-y-2 p-3 sm:flex-nowrap ${isUnread ? "border-l-4 border-l-primary-700 bg-primary-50 dark:border-l-primary-300 dark:bg-muted-800" : "border-l-4 border-l-transparent"}`}
              >
                <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                  {isUnread ? (
                    <span className="mb-1 block">
                      <StatusBadge tone="info">{t("unread")}</StatusBadge>
                    </span>
                  ) : null}
                  <LocaleLink
                    to={`/notificaties/${n.id}`}
                    className={`break-words text-primary-800 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:hover:text-primary-100 ${isUnread ? "font-semibold" : ""}`}
                  >
                    {text}
                  </LocaleLink>
                  <p className="text-sm text-muted-700 dark:text-muted-300">
                    <RelativeTime date={n.createdAt} now={now} />
                  </p>
                </div>
                {isUnread ? (
                  <Form method="post" className="shrink-0">
                    <input type="hidden" name="id" value={n.id} />
                    <Button type="submit" name="intent" value="read" variant="link" className="min-h-11 text-sm">
                      {t("markRead")}
                      <span className="sr-only">: {text}</span>
                    </Button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination current={page} total={pageCount} />
    </div>
  );
}
