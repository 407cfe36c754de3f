/**
 * SPEC §2 /conversations (signed in; ADR 0064): the reader's threads on either side, the newest message first —
 * subject, the other side, the last message's first words and when, and how many are unread — paged.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { StatusBadge } from "~/components/ui/status-badge";
import { currentUser } from "~/utils/account.server";
import { getList } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { ConversationAttributes } from "../../../contract/conversations";

export const handle: RouteHandle = { titleKey: "conversations:title" };

const PAGE_SIZE = 25;

export async function loader({ context, request }: LoaderFunctionArgs) {
  await currentUser(context, request);
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1);
  const { data, meta } = await getList<ConversationAttributes>(context.api, "/api/v1/conversations", {
    query: { "page[number]": String(page), "page[size]": String(PAGE_SIZE) },
  });
  return {
    conversations: data.map((c) => ({
      id: c.id,
      subject: c.subject,
      otherName: c.otherName,
      excerpt: c.lastMessageExcerpt,
      lastMessageAt: c.lastMessageAt,
      unread: c.unreadCount,
    })),
    page: meta.currentPage,
    pageCount: meta.pageCount,
    now: new Date().toISOString(),
  };
}

export default function ConversationsPage() {
  const { t } = useTranslation("conversations");
  const { conversations, page, pageCount, now } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("title")} description={t("intro")} />
      <DataTable
        caption={t("title")}
        rows={conversations}
        rowKey={(c) => c.id}
        empty={t("empty")}
        columns={[
          {
            id: "subject",
            header: t("columns.subject"),
            primary: true,
            cell: (c) => (
              <span className="flex flex-wrap items-center gap-2" data-testid={`conversation-${c.id}`}>
                <LocaleLink to={`/conversations/${c.id}`} className={`${linkClass} ${c.unread ? "font-bold" : ""}`}>
                  {c.subject}
                </LocaleLink>
                {c.unread ? <StatusBadge tone="info">{t("unread", { count: c.unread })}</StatusBadge> : null}
              </span>
            ),
          },
          { id: "with", header: t("columns.with"), cell: (c) => c.otherName },
          {
            id: "last",
            header: t("columns.last"),
            cell: (c) => (
              <>
                <span className="block break-words">{c.excerpt}</span>
                <RelativeTime date={c.lastMessageAt} now={now} className="text-sm text-muted-700 dark:text-muted-300" />
              </>
            ),
          },
        ]}
      />
      <Pagination current={page} total={pageCount} className="mt-6" />
    </div>
  );
}
