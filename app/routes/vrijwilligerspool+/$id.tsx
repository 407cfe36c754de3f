/**
 * /vrijwilligerspool/{id} (ADR 0063): one volunteer's profile as the pool shows it (never a last name, address or
 * contact details) and the reply form — subject, message and, when the user acts for several organisations that may
 * see the profile, which one replies. A reply starts (or continues) the organisation's conversation with the
 * volunteer: after sending, to that conversation with a toast. Works without JavaScript; errors sit next to their
 * fields (the API's pointers through formErrorsFromApi).
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "~/components/content/relative-time";
import {
  ErrorList,
  FormErrors,
  inputClass,
  PageHeading,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { interestChoices, poolProfile, sendReply } from "~/components/volunteer-pool/pool.server";
import { useAvailabilityText, useLanguageNames } from "~/components/volunteer-pool/profile-fields";
import { replyFormSchema } from "~/components/volunteer-pool/profile-schema";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { REPLY_BODY_MAX } from "../../../contract/volunteer-pool";

export const handle: RouteHandle = {
  titleKey: "volunteer-pool:pool.title",
  title: loaderTitle<typeof loader>((data) => data.profile.firstName),
};

const idOf = (raw: string | undefined) => {
  if (!raw || !/^\d{1,12}$/.test(raw)) throw routeError(404, "not_found");
  return raw;
};

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = idOf(params.id);
  const [{ profile, organizations }, interests] = await Promise.all([poolProfile(context, id), interestChoices(context)]);
  const names = new Map(interests.map((i) => [i.id, i.name]));
  return {
    now: new Date().toISOString(),
    organizations,
    profile: {
      id: profile.id,
      firstName: profile.firstName,
      city: profile.city,
      intro: profile.intro,
      interests: profile.interests.map((i) => names.get(Number(i))).filter((n): n is string => Boolean(n)),
      skills: profile.skills,
      availability: profile.availability,
      languages: profile.languages,
      travelKm: profile.travelKm,
      updatedAt: profile.updatedAt,
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = idOf(params.id);
  const result = await sendReply(context, await request.formData(), id);
  if (!result.ok) return result.reply;
  const t = await toastT(context, "volunteer-pool");
  const conversationId = result.data.data.conversationId;
  return redirectWithToast(
    context,
    localPath(request, conversationId ? `/conversations/${conversationId}` : "/profile-replies"),
    {
      color: "success",
      message: t("detail.sent"),
    },
  );
}

export default function PoolProfile() {
  const { t } = useTranslation("volunteer-pool");
  const { profile, organizations, now } = useLoaderData<typeof loader>();
  const availability = useAvailabilityText();
  const languages = useLanguageNames();
  const none = t("detail.none");
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={profile.firstName}
        description={profile.city ?? undefined}
        back={{ to: "/vrijwilligerspool", label: t("detail.back") }}
      />
      <section aria-labelledby="profile-about" className="space-y-4">
        <h2 id="profile-about" className="text-xl font-semibold">
          {t("detail.about", { name: profile.firstName })}
        </h2>
        {profile.intro ? <p className="whitespace-pre-line break-words">{profile.intro}</p> : null}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("detail.interests")}</dt>
          <dd>{profile.interests.join(", ") || none}</dd>
          <dt className="font-semibold">{t("detail.skills")}</dt>
          <dd className="break-words">{profile.skills.join(", ") || none}</dd>
          <dt className="font-semibold">{t("detail.availability")}</dt>
          <dd>{availability(profile.availability) || none}</dd>
          <dt className="font-semibold">{t("detail.languages")}</dt>
          <dd>{languages(profile.languages) || none}</dd>
          <dt className="font-semibold">{t("detail.place")}</dt>
          <dd>{profile.city ?? none}</dd>
          <dt className="font-semibold">{t("detail.travel")}</dt>
          <dd>{t("pool.travel", { km: profile.travelKm })}</dd>
          <dt className="font-semibold">{t("pool.updated")}</dt>
          <dd>
            <RelativeTime date={profile.updatedAt} now={now} />
          </dd>
        </dl>
      </section>
      {organizations.length ? (
        <ReplyForm key={profile.id} name={profile.firstName} organizations={organizations} />
      ) : (
        <p className="mt-8">{t("detail.noOrganization")}</p>
      )}
    </div>
  );
}

function ReplyForm({ name, organizations }: { name: string; organizations: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation("volunteer-pool");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "profile-reply",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { organizationId: organizations[0]?.id ?? "" },
    onValidate: validateWith(replyFormSchema),
  });
  useUnsavedChanges(form.dirty);
  const subject = getInputProps(fields.subject, { type: "text" });
  const organization = getSelectProps(fields.organizationId);
  return (
    <section aria-labelledby="profile-reply-heading" className="mt-10">
      <h2 id="profile-reply-heading" className="text-xl font-semibold">
        {t("detail.reply", { name })}
      </h2>
      <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t("detail.replyHint", { name })}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult ?? undefined} />
        {organizations.length > 1 ? (
          <div>
            <label htmlFor={fields.organizationId.id} className="block font-semibold">
              {t("detail.organization")}
            </label>
            <select {...organization} key={organization.key} className={inputClass}>
              {organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
            <ErrorList id={fields.organizationId.errorId} errors={fields.organizationId.errors} />
          </div>
        ) : (
          <>
            <input type="hidden" name={fields.organizationId.name} value={organizations[0]?.id} />
            <ErrorList id={fields.organizationId.errorId} errors={fields.organizationId.errors} />
          </>
        )}
        <div>
          <label htmlFor={fields.subject.id} className="block font-semibold">
            {t("detail.subject")}
          </label>
          <input {...subject} key={subject.key} className={inputClass} />
          <ErrorList id={fields.subject.errorId} errors={fields.subject.errors} />
        </div>
        <TextareaField
          meta={fields.body}
          label={t("detail.body")}
          description={t("detail.bodyHint", { max: REPLY_BODY_MAX })}
          rows={8}
        />
        <SubmitButton>{t("detail.send")}</SubmitButton>
      </Form>
    </section>
  );
}
