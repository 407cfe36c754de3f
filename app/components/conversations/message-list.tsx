/**
 * A thread's messages (ADR 0064), oldest first: who wrote each and when ("3 minuten geleden", SPEC §4). The reader's
 * own messages are set apart by their label ("Jij") and their indent, not by colour alone. A message is plain text:
 * React escapes it (a `<script>` reads as text), line breaks kept. Each has an anchor (`#bericht-{id}`) a reply
 * redirects to.
 */
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import type { ConversationSide } from "../../../contract/conversations";

export interface ThreadMessage {
  id: string;
  body: string;
  senderSide: ConversationSide;
  senderName: string;
  mine: boolean;
  createdAt: string;
}

export const messageAnchor = (id: string | number) => `bericht-${id}`;

export function MessageList({ messages, now, otherName }: { messages: ThreadMessage[]; now: string; otherName: string }) {
  const { t } = useTranslation("conversations");
  if (!messages.length) return <p>{t("thread.noMessages")}</p>;
  return (
    <ol className="space-y-3" data-testid="conversation-messages">
      {messages.map((m) => {
        const name = m.mine ? t("thread.you") : m.senderName || otherName;
        return (
          <li
            key={m.id}
            id={messageAnchor(m.id)}
            data-mine={m.mine || undefined}
            className={`scroll-mt-24 rounded-[var(--radius)] border p-3 ${
              m.mine
                ? "ml-6 border-primary-300 bg-primary-50 sm:ml-16 dark:border-primary-700 dark:bg-primary-950"
                : "mr-6 border-muted-200 sm:mr-16 dark:border-muted-700"
            }`}
          >
            <p className="flex flex-wrap gap-x-2 text-sm">
              <span className="font-semibold">
                <span className="sr-only">{m.mine ? t("thread.mineLabel") : t("thread.theirsLabel", { name })}: </span>
                <span aria-hidden="true">{name}</span>
              </span>
              <RelativeTime date={m.createdAt} now={now} className="text-muted-700 dark:text-muted-300" />
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
