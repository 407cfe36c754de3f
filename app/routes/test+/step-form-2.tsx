/**
 * /test/step-form-2 (ADR 0073): a second step form on the same kit, with a choice and a long text — a topic, then a
 * remark about it (its length limit checked per step) — to see the kit with other fields. Nothing is stored: the end
 * is a flash toast.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REMARK_MAX, remarkSteps, TOPICS } from "~/components/dev-pages/step-forms";
import { PageHeading, SelectField, TextareaField } from "~/components/forms";
import { StepForm } from "~/components/ui/step-form";
import { readStepPost } from "~/components/ui/step-form-state";
import { getFixedT } from "~/utils/i18n.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: RouteHandle = { titleKey: "dev-pages:step-form-2.title" };

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = readStepPost(await request.formData(), remarkSteps);
  if (outcome.kind === "step") return outcome;
  const t = await getFixedT(context.locale, "dev-pages");
  return redirectWithToast(context, new URL(request.url).pathname, {
    color: "success",
    message: t("step-form-2.done", { topic: t(`step-form-2.topics.${outcome.value.topic}`) }),
  });
}

export default function DevStepFormTwo() {
  const { t } = useTranslation("dev-pages");
  const state = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={t("step-form-2.title")} description={t("step-form-2.description")} />
      <div className="max-w-xl">
        <StepForm
          id="remark"
          steps={remarkSteps}
          labels={[t("step-form-2.steps.topic"), t("step-form-2.steps.remark")]}
          state={state}
        >
          {(fields, step) =>
            step === 0 ? (
              <SelectField
                meta={fields.topic!}
                label={t("step-form-2.topic")}
                placeholder={t("step-form-2.choose")}
                options={TOPICS.map((topic) => ({ value: topic, label: t(`step-form-2.topics.${topic}`) }))}
              />
            ) : (
              <TextareaField
                meta={fields.remark!}
                label={t("step-form-2.remark", {
                  topic: state?.values.topic ? t(`step-form-2.topics.${state.values.topic}`) : "",
                })}
                description={t("step-form-2.remarkHint", { max: REMARK_MAX })}
                maxLength={REMARK_MAX}
              />
            )
          }
        </StepForm>
      </div>
    </>
  );
}
