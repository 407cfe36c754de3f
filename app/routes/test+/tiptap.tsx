/**
 * /test/tiptap (ADR 0073): the rich-text editor (the kit's `RichTextEditor`: tiptap with JavaScript, a Markdown
 * textarea without) and what the server makes of a post — the contract's check (`richTextInput`: the allow-list,
 * the limits), the normalised document and the HTML `renderRichText` serves, shown rendered and as source.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PROSE } from "~/components/blocks/markdown-block";
import { JsonBlock } from "~/components/dev-pages/json-block";
import { PageHeading, SubmitButton } from "~/components/forms";
import { RichTextEditor } from "~/components/ui/rich-text-editor";
import { richTextFromForm } from "~/utils/rich-text-form";
import type { RouteHandle } from "~/utils/route-handle";
import { isRichTextEmpty, type RichTextDoc, renderRichText, richTextInput } from "../../../contract/rich-text";

export const handle: RouteHandle = { titleKey: "dev-pages:tiptap.title" };

const SAMPLE = "## Een kop\n\nTekst met **vet**, *cursief* en een [link](https://example.org).\n\n- een\n- twee";

export async function action({ request }: ActionFunctionArgs) {
  const sent = richTextFromForm(await request.formData(), "body");
  const parsed = richTextInput.safeParse(sent ?? "");
  if (!parsed.success) {
    const code = (parsed.error.issues[0] as { params?: { code?: string } }).params?.code;
    return data(
      { error: code === "too_long" ? "validation:tooLong" : "validation:invalid", doc: null, html: null, sent },
      { status: 422 },
    );
  }
  const doc: RichTextDoc = parsed.data;
  if (isRichTextEmpty(doc)) return data({ error: "validation:required", doc: null, html: null, sent }, { status: 422 });
  return { error: null, doc, html: renderRichText(doc), sent: doc };
}

export default function DevTiptap() {
  const { t } = useTranslation("dev-pages");
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={t("tiptap.title")} description={t("tiptap.description")} />
      <div className="space-y-8">
        <Form method="post" className="space-y-4">
          <RichTextEditor
            name="body"
            label={t("tiptap.field")}
            initialDoc={(result?.sent as RichTextDoc | string | null | undefined) ?? SAMPLE}
            errorId="tiptap-body-error"
            errors={result?.error ? [result.error] : undefined}
            required
          />
          <SubmitButton>{t("tiptap.render")}</SubmitButton>
        </Form>
        {result?.html != null ? (
          <section className="space-y-4" aria-labelledby="tiptap-output">
            <h2 id="tiptap-output" className="text-xl font-semibold">
              {t("tiptap.output")}
            </h2>
            {/* renderRichText's HTML: the allow-list only, as every page that shows rich text serves it. */}
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: result.html }} />
            <JsonBlock label={t("tiptap.html")} value={result.html} />
            <JsonBlock label={t("tiptap.document")} value={result.doc} />
          </section>
        ) : null}
      </div>
    </>
  );
}
