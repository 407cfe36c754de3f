/**
 * /test/dupe (ADR 0073): the duplicate-submit guard shown working. The reply form of a conversation carries an
 * idempotency key made for this view (`context.newIdempotencyKey()`); the action sends the same post twice at once,
 * as a double click or a resent form would, and shows both answers: one 201 (written), one 200 (the same message,
 * nothing written twice — the API's `insert or ignore` on the key, ADR 0064). A real message in one of the signed-in
 * user's own conversations (the demo tenant's volunteer has some).
 */
import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { replySchema } from "~/components/conversations/conversation-forms";
import { FormErrors, PageHeading, SelectField, SubmitButton, TextareaField, validateWith } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { getList, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { ConversationAttributes, ConversationMessageAttributes } from "../../../contract/conversations";
import { idText } from "../../../contract/fields";

export const handle: RouteHandle = { titleKey: "dev-pages:dupe.title" };

/** How many times the action sends the one post. */
export const REPEATS = 2;

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await getList<Pick<ConversationAttributes, "subject" | "otherName">>(context.api, "/api/v1/conversations", {
    query: { page: { size: 10 } },
  });
  return {
    conversations: data.map((c) => ({ id: c.id, label: `${c.subject} — ${c.otherName}` })),
    idempotencyKey: context.newIdempotencyKey(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const conversation = idText.safeParse(formData.get("conversation"));
  const result = await submitForm(formData, replySchema, (value) => {
    const path = `/api/v1/conversations/${conversation.success ? conversation.data : "0"}/conversation_messages` as const;
    const send = () =>
      sendOne<ConversationMessageAttributes>(context.api).post(path, {
        body: { body: value.body, idempotency_key: value.idempotencyKey },
        errors: "throw",
      });
    return Promise.all(Array.from({ length: REPEATS }, send));
  });
  if (!result.ok) return { reply: result.reply, answers: null };
  return {
    reply: null,
    answers: result.data.map((answer, index) => ({ attempt: index + 1, status: answer.status, messageId: answer.data.id })),
  };
}

export default function DevDupe() {
  const { t } = useTranslation("dev-pages");
  const { conversations, idempotencyKey } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `dupe-${idempotencyKey}`,
    lastResult: outcome?.reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { idempotencyKey, conversation: conversations[0]?.id ?? "" },
    onValidate: validateWith(replySchema),
  });
  return (
    <>
      <PageHeading title={t("dupe.title")} description={t("dupe.description")} />
      {conversations.length === 0 ? (
        <p>{t("dupe.noConversations")}</p>
      ) : (
        <div className="max-w-2xl space-y-6">
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrors form={form} result={outcome?.reply} />
            <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
            <SelectField
              meta={fields.conversation}
              label={t("dupe.conversation")}
              options={conversations.map((c) => ({ value: c.id, label: c.label }))}
            />
            <TextareaField meta={fields.body} label={t("dupe.body")} rows={3} />
            <SubmitButton>{t("dupe.send", { count: REPEATS })}</SubmitButton>
          </Form>
          {outcome?.answers ? (
            <section aria-labelledby="dupe-answers" className="space-y-2">
              <h2 id="dupe-answers" className="text-xl font-semibold">
                {t("dupe.answers")}
              </h2>
              <DataTable
                caption={t("dupe.answers")}
                rows={outcome.answers}
                rowKey={(answer) => String(answer.attempt)}
                columns={[
                  { id: "attempt", primary: true, header: t("dupe.attempt"), cell: (a) => a.attempt },
                  {
                    id: "status",
                    header: t("dupe.status"),
                    cell: (a) => t(`dupe.statuses.${a.status === 201 ? "created" : "repeat"}`, { status: a.status }),
                  },
                  { id: "message", header: t("dupe.messageId"), cell: (a) => a.messageId },
                ]}
              />
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
