/**
 * Applying to a vacancy (SPEC §2 /vacancies/{id}): the form (anonymous: names, e-mail, phone, message; signed in:
 * name and e-mail shown read-only from the account), with a honeypot and a hidden idempotency key (a double submit
 * stores one application), and the states around it: sent / on the waitlist / received (the neutral answer when not signed in with the address; after post/redirect/get), already
 * applied, the vacancy closed (no form), and the signed-in applicant's own application with a withdraw button.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../contract/applications";
import { Field, FormErrors, Honeypot, inputClass, SubmitButton, TextareaField, useAnchoredAction, validateWith } from "../forms";
import { ConfirmForm } from "../ui/confirm-form";
import { StatusBadge } from "../ui/status-badge";
import { applySchemaFor } from "./apply-schema";
import { type DateChoice, OccurrenceChoice } from "./occurrence-choice";

export interface ApplyOutcome {
  outcome: "pending" | "waitlisted" | "received" | "alreadyApplied" | "vacancyClosed";
  position: number | null;
  /** A withdrawn application made anew (its signed-in owner is told so). */
  reapplied?: boolean;
}

const NOTICE = {
  success:
    "rounded-[var(--radius)] border border-green-700 bg-green-50 p-4 text-green-950 dark:border-green-300 dark:bg-green-950 dark:text-green-50",
  info: "rounded-[var(--radius)] border border-sky-700 bg-sky-50 p-4 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50",
  warning:
    "rounded-[var(--radius)] border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50",
};

function OutcomeNotice({ outcome, helpRequest }: { outcome: ApplyOutcome; helpRequest: boolean }) {
  const { t } = useTranslation("vacancies");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const [tone, title, text] =
    outcome.outcome === "received"
      ? (["success", t("apply.received"), helpRequest ? t("help:apply.receivedText") : t("apply.receivedText")] as const)
      : outcome.outcome === "pending"
        ? ([
            "success",
            t(outcome.reapplied ? "apply.reapplied" : "apply.sent"),
            helpRequest ? t("help:apply.sentText") : t("apply.sentText"),
          ] as const)
        : outcome.outcome === "waitlisted"
          ? ([
              "info",
              t(outcome.reapplied ? "apply.reappliedWaitlisted" : "apply.waitlisted", { position: outcome.position ?? "?" }),
              t("apply.waitlistedText"),
            ] as const)
          : outcome.outcome === "alreadyApplied"
            ? (["info", t("apply.alreadyApplied"), null] as const)
            : (["warning", t("apply.vacancyClosed"), null] as const);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${NOTICE[tone]} outline-none`}
      data-testid="apply-outcome"
      data-outcome={outcome.outcome}
    >
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1">{text}</p> : null}
    </div>
  );
}

const STATUS_TONES: Record<ApplicationStatus, "success" | "info" | "warning" | "danger" | "neutral"> = {
  pending: "info",
  accepted: "success",
  rejected: "danger",
  waitlisted: "warning",
  withdrawn: "neutral",
};

function MyApplication({
  application,
  unconfirmed,
}: {
  application: { id: string; status: ApplicationStatus; waitlistPosition: number | null; allowedStatuses: ApplicationStatus[] };
  unconfirmed: boolean;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <div className="flex flex-col gap-3" data-testid="my-application">
      <h3 className="font-semibold">{t("apply.yourApplication")}</h3>
      <p>
        <StatusBadge tone={STATUS_TONES[application.status]}>{t(`applicationStatuses.${application.status}`)}</StatusBadge>
        {application.status === "waitlisted" && application.waitlistPosition ? (
          <span className="ml-2">{t("apply.waitlisted", { position: application.waitlistPosition })}</span>
        ) : null}
      </p>
      {application.allowedStatuses.includes("withdrawn") ? (
        <ConfirmForm
          intent="withdraw"
          submitLabel={t("apply.withdraw")}
          confirmLabel={t("apply.withdrawConfirm")}
          unconfirmed={unconfirmed}
          anchor="apply"
        >
          <input type="hidden" name="applicationId" value={application.id} />
        </ConfirmForm>
      ) : null}
    </div>
  );
}

export function ApplySection({
  open,
  outcome,
  applicant,
  application,
  idempotencyKey,
  lastResult,
  unconfirmed,
  helpRequest = false,
  activity = null,
}: {
  /** An activity's dates to choose from (activities, ADR 0022); null for other vacancies. */
  activity?: { allDays: boolean; choices: readonly DateChoice[]; year: string } | null;
  open: boolean;
  outcome: ApplyOutcome | null;
  applicant: { name: string; email: string; phoneNumber: string } | null;
  application: {
    id: string;
    status: ApplicationStatus;
    waitlistPosition: number | null;
    allowedStatuses: ApplicationStatus[];
  } | null;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  unconfirmed: boolean;
  /** A resident's request for help (neighbour help, ADR 0024): the volunteer offers help ("Ik wil helpen"). */
  helpRequest?: boolean;
}) {
  const { t } = useTranslation("vacancies");
  // A resident's request for help: the volunteer offers help; an activity: the volunteer signs up (neighbour help, ADR 0024).
  const offer = helpRequest ? t("help:apply.submit") : activity ? t("activities:signup.submit") : null;
  // An activity with dates left to choose keeps its form: a sign-up is per date.
  const datesLeft = activity !== null && !activity.allDays && activity.choices.some((c) => !c.disabled);
  const active = application && application.status !== "withdrawn" && application.status !== "rejected" && !datesLeft;
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="flex scroll-mt-24 flex-col gap-4 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
    >
      <h2 id="apply-title" className="text-xl font-semibold">
        {helpRequest ? t("help:apply.submit") : activity ? t("activities:signup.title") : t("apply.title")}
      </h2>
      {outcome ? <OutcomeNotice outcome={outcome} helpRequest={helpRequest} /> : null}
      {application ? <MyApplication application={application} unconfirmed={unconfirmed} /> : null}
      {!open ? (
        outcome?.outcome === "vacancyClosed" ? null : (
          <p className={NOTICE.warning} data-testid="vacancy-closed">
            {t("detail.closed")}
          </p>
        )
      ) : outcome?.outcome === "vacancyClosed" ||
        outcome?.outcome === "pending" ||
        outcome?.outcome === "received" ||
        outcome?.outcome === "waitlisted" ||
        active ? null : (
        <ApplyForm
          applicant={applicant}
          idempotencyKey={idempotencyKey}
          lastResult={lastResult}
          activity={activity}
          submitLabel={offer}
          intro={helpRequest ? t("help:apply.intro") : null}
        />
      )}
    </section>
  );
}

function ApplyForm({
  applicant,
  idempotencyKey,
  lastResult,
  activity,
  submitLabel,
  intro,
}: {
  activity: { allDays: boolean; choices: readonly DateChoice[]; year: string } | null;
  /** The help request's own intro: the centre, not an organisation, gets back to the helper. */
  intro: string | null;
  applicant: { name: string; email: string; phoneNumber: string } | null;
  idempotencyKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string | null;
}) {
  const { t } = useTranslation("vacancies");
  const schema = applySchemaFor(applicant !== null);
  const [form, fields] = useForm({
    id: "apply-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { phoneNumber: applicant?.phoneNumber ?? "", idempotencyKey },
    onValidate: validateWith(schema),
  });
  const f = fields as typeof fields & Record<"firstName" | "lastName" | "email", (typeof fields)["phoneNumber"]>;
  const action = useAnchoredAction("apply");
  return (
    // Below the vacancy's text: without JavaScript a failed post re-renders at the form, not at the top of the page.
    <Form method="post" action={action} {...getFormProps(form)} className="relative flex flex-col gap-3" data-testid="apply-form">
      {/* A long e-mail address breaks anywhere instead of widening the page. */}
      <p className="[overflow-wrap:anywhere]">
        {applicant ? t("apply.signedInAs", { name: applicant.name, email: applicant.email }) : (intro ?? t("apply.intro"))}
      </p>
      {applicant && intro ? <p>{intro}</p> : null}
      <FormErrors form={form} result={lastResult} />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      {activity ? (
        <OccurrenceChoice meta={fields.occurrenceId} allDays={activity.allDays} choices={activity.choices} year={activity.year} />
      ) : null}
      {applicant ? (
        <>
          <div>
            <label htmlFor="apply-name" className="block font-semibold">
              {t("apply.firstName")} / {t("apply.lastName")}
            </label>
            <input id="apply-name" type="text" readOnly value={applicant.name} className={inputClass} />
          </div>
          <div>
            <label htmlFor="apply-email" className="block font-semibold">
              {t("apply.email")}
            </label>
            <input id="apply-email" type="email" readOnly value={applicant.email} className={inputClass} />
          </div>
        </>
      ) : (
        <>
          <Field meta={f.firstName} label={t("apply.firstName")} autoComplete="given-name" />
          <Field meta={f.lastName} label={t("apply.lastName")} autoComplete="family-name" />
          <Field meta={f.email} label={t("apply.email")} type="email" autoComplete="email" />
        </>
      )}
      <Field meta={fields.phoneNumber} label={t("apply.phoneNumber")} type="tel" autoComplete="tel" />
      <TextareaField meta={fields.message} label={t("apply.message")} />
      <Honeypot />
      <SubmitButton name="intent" value="apply">
        {submitLabel ?? t("apply.submit")}
      </SubmitButton>
    </Form>
  );
}
