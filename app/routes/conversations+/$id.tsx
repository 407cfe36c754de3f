/**
 * SPEC §2 /conversations/{id} (signed in, the thread's two sides only — anyone else gets the API's 404; ADR 0064):
 * the messages, oldest first (the newest 50; "older messages" pages back with `?voor={id}`), and a reply form. The
 * thread is marked read when viewed. Without JavaScript the reply posts here and is answered with a redirect back to
 * the thread at the new message (post/redirect/get); a refused reply comes back with the error under the field.
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, redirect, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { replySchema } from "~/components/conversations/conversation-forms";
import { MessageList, messageAnchor } from "~/components/conversations/message-list";
import {
  FormErrors,
  linkClass,
  PageHeading,
  SubmitButton,
  TextareaField,
  useAnchoredAction,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { currentUser } from "~/utils/account.server";
import { getOne, type Resource, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { localPath } from "~/utils/urls.server";
import {
  CONVERSATION_BODY_MAX,
  type ConversationAttributes,
  type ConversationMessageAttributes,
  DEFAULT_CONVERSATION_MESSAGES_PAGE,
} from "../../../contract/conversations";

export const handle: RouteHandle = { titleKey: "conversations:title" };

const WHOLE = /^\d{1,12}$/;

function threadId(params: { id?: string }): string {
  if (!params.id || !WHOLE.test(params.id)) throw routeError(404, "not_found");
  return params.id;
}

type Thread = Resource<ConversationAttributes, { messages: Resource<ConversationMessageAttributes>[] }>;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await currentUser(context, request);
  const id = threadId(params);
  const before = new URL(request.url).searchParams.get("voor");
  const query: Record<string, string> = { "page[size]": String(DEFAULT_CONVERSATION_MESSAGES_PAGE) };
  if (before && WHOLE.test(before)) query["filter[before]"] = before;
  const { data, meta } = await getOne<ConversationAttributes, { messages: Resource<ConversationMessageAttributes>[] }>(
    context.api,
    `/api/v1/conversations/${id}`,
    { query },
  );
  const thread = data as Thread;
  // Viewed: read up to the newest (a mark never moves back, so an older page changes nothing).
  if (thread.unreadCount > 0) await context.api.post(`/api/v1/conversations/${id}/read`);
  const messages = (thread.messages ?? []).map((m) => ({
    id: m.id,
    body: m.body,
    senderSide: m.senderSide,
    senderName: m.senderName,
    mine: m.mine,
    createdAt: m.createdAt,
  }));
  return {
    thread: { id, subject: thread.subject, otherName: thread.otherName },
    messages,
    older: meta?.hasOlder && messages[0] ? messages[0].id : null,
    replyKey: context.newIdempotencyKey(),
    now: new Date().toISOString(),
  };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  await currentUser(context, request);
  const id = threadId(params);
  const result = await submitForm(await request.formData(), replySchema, (value) =>
    sendOne<ConversationMessageAttributes>(context.api).post(`/api/v1/conversations/${id}/conversation_messages`, {
      body: { data: { type: "conversation_messages", attributes: { body: value.body, idempotency_key: value.idempotencyKey } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  return redirect(localPath(request, `/conversations/${id}#${messageAnchor(result.data.data.id)}`));
}

export default function ConversationPage() {
  const { t } = useTranslation("conversations");
  const { thread, messages, older, replyKey, now } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={thread.subject}
        description={t("thread.with", { name: thread.otherName })}
        back={{ to: "/conversations", label: t("thread.back") }}
      />
      {older ? (
        <p className="mb-4">
          <LocaleLink to={`/conversations/${thread.id}?voor=${older}`} className={linkClass}>
            {t("thread.older")}
          </LocaleLink>
        </p>
      ) : null}
      <MessageList messages={messages} now={now} otherName={thread.otherName} />
      {/* Keyed by the repeat guard: after a reply the page comes back with a new key and an empty form. */}
      <ReplyForm key={replyKey} idempotencyKey={replyKey} />
    </div>
  );
}

function ReplyForm({ idempotencyKey }: { idempotencyKey: string }) {
  const { t } = useTranslation("conversations");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof replySchema>>({
    id: "reply-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateWith(replySchema),
  });
  // Below the thread: without JavaScript a refused reply re-renders at the form, not at the top of a long thread.
  const formAction = useAnchoredAction("antwoord");
  return (
    <section id="antwoord" aria-labelledby="reply-heading" className="mt-8 scroll-mt-24">
      <Form method="post" action={formAction} {...getFormProps(form)} className="space-y-3">
        <FormErrors form={form} result={lastResult ?? undefined} />
        <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
        <TextareaField
          meta={fields.body}
          label={t("thread.reply")}
          labelId="reply-heading"
          rows={5}
          maxLength={CONVERSATION_BODY_MAX}
        />
        <SubmitButton>{t("thread.send")}</SubmitButton>
      </Form>
    </section>
  );
}
