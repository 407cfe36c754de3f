/**
 * /test/step-form (ADR 0073): the kit's step form over three steps — about you, when, confirm — each step a post
 * (works without JavaScript), Back and Next, errors per step, the answers carried in hidden fields and every step
 * checked again on the last one. Nothing is stored: the end is a flash toast.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { availabilitySteps, DAY_PARTS } from "~/components/dev-pages/step-forms";
import { CheckboxField, Field, PageHeading, RadioGroup } from "~/components/forms";
import { DefinitionList } from "~/components/ui/definition-list";
import { StepForm } from "~/components/ui/step-form";
import { readStepPost } from "~/components/ui/step-form-state";
import { getFixedT } from "~/utils/i18n.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { formatDay } from "../../../contract/dates";

export const handle: RouteHandle = { titleKey: "dev-pages:step-form.title" };

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = readStepPost(await request.formData(), availabilitySteps);
  if (outcome.kind === "step") return outcome;
  const t = await getFixedT(context.locale, "dev-pages");
  return redirectWithToast(context, new URL(request.url).pathname, {
    color: "success",
    message: t("step-form.done", { name: outcome.value.name }),
  });
}

export default function DevStepForm() {
  const { t, i18n } = useTranslation("dev-pages");
  const state = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={t("step-form.title")} description={t("step-form.description")} />
      <div className="max-w-xl">
        <StepForm
          id="availability"
          steps={availabilitySteps}
          labels={[t("step-form.steps.you"), t("step-form.steps.when"), t("step-form.steps.confirm")]}
          state={state}
        >
          {(fields, step) =>
            step === 0 ? (
              <>
                <Field meta={fields.name!} label={t("step-form.name")} autoComplete="name" />
                <Field meta={fields.email!} label={t("step-form.email")} type="email" autoComplete="email" />
              </>
            ) : step === 1 ? (
              <>
                <RadioGroup
                  meta={fields.dayPart!}
                  legend={t("step-form.dayPart")}
                  options={DAY_PARTS.map((part) => ({ value: part, label: t(`step-form.dayParts.${part}`) }))}
                />
                <Field meta={fields.startsOn!} label={t("step-form.startsOn")} type="date" />
              </>
            ) : (
              <>
                <DefinitionList
                  items={[
                    { term: t("step-form.name"), description: state?.values.name },
                    { term: t("step-form.email"), description: state?.values.email },
                    {
                      term: t("step-form.dayPart"),
                      description: state?.values.dayPart ? t(`step-form.dayParts.${state.values.dayPart}`) : null,
                    },
                    {
                      term: t("step-form.startsOn"),
                      description: state?.values.startsOn ? formatDay(state.values.startsOn, i18n.language) : null,
                    },
                  ]}
                />
                <CheckboxField meta={fields.agree!} label={t("step-form.agree")} />
              </>
            )
          }
        </StepForm>
      </div>
    </>
  );
}
