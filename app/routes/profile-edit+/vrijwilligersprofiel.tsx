/**
 * /profile-edit/vrijwilligersprofiel (ADR 0063): the signed-in volunteer's or student's profile in the volunteer pool —
 * about me, interests, skills, the availability grid, languages, postcode and travel distance, and who sees it (each
 * choice with a plain sentence of what it means). Read and saved through /api/v1/volunteer_profile at the version
 * read; 404 in meedoen (the API's answer), 403 for anyone else. Works without JavaScript.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  CheckboxGroup,
  ErrorList,
  FormErrors,
  inputClass,
  SubmitButton,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { interestChoices, ownProfile, saveProfile } from "~/components/volunteer-pool/pool.server";
import { AvailabilityGrid, VisibilityChoice } from "~/components/volunteer-pool/profile-fields";
import { profileFormSchema } from "~/components/volunteer-pool/profile-schema";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import {
  DEFAULT_TRAVEL_KM,
  PROFILE_INTRO_MAX,
  PROFILE_LANGUAGES,
  PROFILE_SKILLS_MAX,
  TRAVEL_KM_MAX,
  TRAVEL_KM_MIN,
} from "../../../contract/volunteer-pool";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.volunteerProfile" };

export async function loader({ context }: LoaderFunctionArgs) {
  const [profile, interests] = await Promise.all([ownProfile(context), interestChoices(context)]);
  return {
    interests,
    located: profile ? profile.located || !profile.postalCode : true,
    profile: {
      intro: profile?.intro ?? "",
      interests: (profile?.interests ?? []).map(String),
      skills: (profile?.skills ?? []).join("\n"),
      availability: profile?.availability ?? [],
      languages: profile?.languages ?? [],
      postalCode: profile?.postalCode ?? "",
      city: profile?.city ?? "",
      travelKm: String(profile?.travelKm ?? DEFAULT_TRAVEL_KM),
      visibility: profile?.visibility ?? "hidden",
      lockVersion: String(profile?.lockVersion ?? 0),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await saveProfile(context, await request.formData());
  if (!result.ok) return result.reply;
  const t = await toastT(context, "volunteer-pool");
  const saved = result.data.data;
  return redirectWithToast(context, localPath(request, "/profile-edit/vrijwilligersprofiel"), {
    color: saved.located || !saved.postalCode ? "success" : "warning",
    message: saved.located || !saved.postalCode ? t("edit.saved") : t("edit.notLocated"),
  });
}

export default function VolunteerProfileEdit() {
  const { t } = useTranslation("volunteer-pool");
  const { profile, interests, located } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `volunteer-profile-${profile.lockVersion}`,
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: profile,
    onValidate: validateWith(profileFormSchema),
  });
  useUnsavedChanges(form.dirty);
  const intro = getTextareaProps(fields.intro);
  const skills = getTextareaProps(fields.skills);
  const postalCode = getInputProps(fields.postalCode, { type: "text" });
  const city = getInputProps(fields.city, { type: "text" });
  const travelKm = getInputProps(fields.travelKm, { type: "number" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <p>{t("edit.intro")}</p>
      {located ? null : <p className="rounded border border-warning-600 p-3">{t("edit.notLocated")}</p>}
      <FormErrors form={form} result={lastResult ?? undefined} />
      <input type="hidden" name={fields.lockVersion.name} value={profile.lockVersion} />
      {/* A stale save (someone saved meanwhile) is said here: the version is no field a visitor sees. */}
      <ErrorList id={fields.lockVersion.errorId} errors={fields.lockVersion.errors} />
      <VisibilityChoice meta={fields.visibility} />
      <div>
        <label htmlFor={fields.intro.id} className="block font-semibold">
          {t("edit.introField")}
        </label>
        <p id={`${fields.intro.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("edit.introHint", { max: PROFILE_INTRO_MAX })}
        </p>
        <textarea
          {...intro}
          key={intro.key}
          rows={5}
          aria-describedby={`${fields.intro.id}-hint ${fields.intro.errorId}`}
          className={inputClass}
        />
        <ErrorList id={fields.intro.errorId} errors={fields.intro.errors} />
      </div>
      <CheckboxGroup
        meta={fields.interests}
        legend={t("edit.interests")}
        options={interests.map((i) => ({ value: String(i.id), label: i.name }))}
      />
      <div>
        <label htmlFor={fields.skills.id} className="block font-semibold">
          {t("edit.skills")}
        </label>
        <p id={`${fields.skills.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
          {t("edit.skillsHint", { max: PROFILE_SKILLS_MAX })}
        </p>
        <textarea
          {...skills}
          key={skills.key}
          rows={4}
          aria-describedby={`${fields.skills.id}-hint ${fields.skills.errorId}`}
          className={inputClass}
        />
        <ErrorList id={fields.skills.errorId} errors={fields.skills.errors} />
      </div>
      <AvailabilityGrid meta={fields.availability} />
      <CheckboxGroup
        meta={fields.languages}
        legend={t("edit.languages")}
        options={PROFILE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={fields.postalCode.id} className="block font-semibold">
            {t("edit.postalCode")}
          </label>
          <p id={`${fields.postalCode.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("edit.postalCodeHint")}
          </p>
          <input
            {...postalCode}
            key={postalCode.key}
            autoComplete="postal-code"
            aria-describedby={`${fields.postalCode.id}-hint ${fields.postalCode.errorId}`}
            className={inputClass}
          />
          <ErrorList id={fields.postalCode.errorId} errors={fields.postalCode.errors} />
        </div>
        <div>
          <label htmlFor={fields.city.id} className="block font-semibold">
            {t("edit.city")}
          </label>
          <p id={`${fields.city.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("edit.cityHint")}
          </p>
          <input
            {...city}
            key={city.key}
            autoComplete="address-level2"
            aria-describedby={`${fields.city.id}-hint ${fields.city.errorId}`}
            className={inputClass}
          />
          <ErrorList id={fields.city.errorId} errors={fields.city.errors} />
        </div>
        <div>
          <label htmlFor={fields.travelKm.id} className="block font-semibold">
            {t("edit.travelKm")}
          </label>
          <p id={`${fields.travelKm.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("edit.travelKmHint", { min: TRAVEL_KM_MIN, max: TRAVEL_KM_MAX })}
          </p>
          <input
            {...travelKm}
            key={travelKm.key}
            min={TRAVEL_KM_MIN}
            max={TRAVEL_KM_MAX}
            aria-describedby={`${fields.travelKm.id}-hint ${fields.travelKm.errorId}`}
            className={inputClass}
          />
          <ErrorList id={fields.travelKm.errorId} errors={fields.travelKm.errors} />
        </div>
      </div>
      <SubmitButton>{t("edit.save")}</SubmitButton>
    </Form>
  );
}
