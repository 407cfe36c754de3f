/**
 * SPEC §2 /workshops (signed in; docs/decisions/0072-workshops.md): the upcoming workshops of the user's centre,
 * soonest first. Volunteers and students sign up or withdraw with a form post (it works without JavaScript); their
 * own sign-ups are marked in words (signed up, or the place on the waiting list). Centre superusers and admins see
 * the workshops they manage, cancelled ones too, with the sign-ups and waiting list counted, and make new ones.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Pagination } from "~/components/ui/pagination";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import { listWorkshops, signupPath, type Workshop, workshopActor, workshopIdOf } from "~/components/workshops/workshops.server";
import { ApiError } from "~/utils/api.server";
import { sendOne } from "~/utils/api-resources.server";
import { reasonForStatus, routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { formatLongDay, formatTime } from "../../../contract/dates";
import { type WorkshopAttributes, workshopText } from "../../../contract/workshops";

export const handle: RouteHandle = { titleKey: "workshops:title" };

export const SIGN_UP_INTENT = "signup";
export const WITHDRAW_INTENT = "withdraw";

const pageOf = (raw: string | null) => (raw && /^\d{1,6}$/.test(raw) ? Math.max(Number(raw), 1) : 1);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { manages, signsUp } = await workshopActor(context, request);
  const page = pageOf(new URL(request.url).searchParams.get("page"));
  const { workshops, meta } = await listWorkshops(context, page, manages);
  return {
    manages,
    signsUp,
    page: meta.currentPage,
    pageCount: meta.pageCount,
    workshops: workshops.map((w) => ({ ...w })),
  };
}

/** This page again (its page kept), for the redirect after a post. */
function backHere(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return localPath(request, `/workshops${search ? `?${search}` : ""}`);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const rawId = form.get("id");
  const id = workshopIdOf(typeof rawId === "string" ? rawId : undefined);
  if (intent !== SIGN_UP_INTENT && intent !== WITHDRAW_INTENT) return redirect(backHere(request));
  const t = await toastT(context, "workshops");
  const api = sendOne<WorkshopAttributes>(context.api);
  try {
    const answer =
      intent === SIGN_UP_INTENT
        ? await api.post(signupPath(id), { errors: "throw" })
        : await api.delete(signupPath(id), { errors: "throw" });
    const w = answer.data;
    const title = workshopText(w, context.locale ?? "nl").title;
    const mine = w.mySignup;
    const message =
      mine === null
        ? t("toast.withdrawn", { title })
        : mine.status === "confirmed"
          ? t("toast.confirmed", { title })
          : t("toast.waitlisted", { title, position: mine.position });
    return redirectWithToast(context, backHere(request), { color: "success", message });
  } catch (error) {
    // Begun or cancelled meanwhile (422): said plainly. Unknown, or another centre's (404), or not for this role
    // (403): the error page, with the API's request id.
    if (error instanceof ApiError && error.status === 422) {
      return redirectWithToast(context, backHere(request), { color: "danger", message: t("errors.closed") });
    }
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      throw routeError(error.status, reasonForStatus(error.status), { requestId: error.requestId });
    }
    throw error;
  }
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["workshops"][number];

function statusOf(w: Pick<Workshop, "cancelled" | "past">): { tone: BadgeTone; key: string } {
  if (w.cancelled) return { tone: "danger", key: "status.cancelled" };
  if (w.past) return { tone: "neutral", key: "status.past" };
  return { tone: "info", key: "status.upcoming" };
}

function When({ w }: { w: Row }) {
  const { t, i18n } = useTranslation("workshops");
  return (
    <>
      {t("when", {
        date: formatLongDay(w.startsAt, i18n.language),
        start: formatTime(w.startsAt, i18n.language),
        end: formatTime(w.endsAt, i18n.language),
      })}
    </>
  );
}

/** A volunteer's card: the workshop, its places, the own sign-up and the form to sign up or withdraw. */
function WorkshopCard({ w, signsUp }: { w: Row; signsUp: boolean }) {
  const { t, i18n } = useTranslation("workshops");
  const text = workshopText(w, i18n.language);
  const lang = text.title === w.title && i18n.language !== "nl" ? "nl" : undefined;
  const headingId = `workshop-${w.id}-title`;
  return (
    <li className="rounded-[var(--radius)] border border-muted-300 p-4 dark:border-muted-700" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold" lang={lang}>
        {text.title}
      </h2>
      <p className="mt-1 font-semibold">
        <When w={w} />
      </p>
      <p>
        <span className="font-semibold">{t("place")}:</span> {w.place}
      </p>
      {text.description ? (
        <p className="mt-2 whitespace-pre-line" lang={lang}>
          {text.description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {w.mySignup ? (
          <StatusBadge tone={w.mySignup.status === "confirmed" ? "success" : "warning"}>
            {t(`status.${w.mySignup.status}`, { position: w.mySignup.position })}
          </StatusBadge>
        ) : (
          <span>{w.placesLeft > 0 ? t("placesLeft", { count: w.placesLeft }) : t("full")}</span>
        )}
        {signsUp ? (
          <Form method="post">
            <input type="hidden" name="id" value={w.id} />
            {w.mySignup ? (
              <Button
                type="submit"
                name="intent"
                value={WITHDRAW_INTENT}
                variant="secondary"
                aria-label={t("actions.withdrawFrom", { title: text.title })}
              >
                {t("actions.withdraw")}
              </Button>
            ) : (
              <Button
                type="submit"
                name="intent"
                value={SIGN_UP_INTENT}
                aria-label={t("actions.signUpFor", { title: text.title })}
              >
                {t("actions.signUp")}
              </Button>
            )}
          </Form>
        ) : null}
      </div>
    </li>
  );
}

export default function WorkshopsPage() {
  const { t, i18n } = useTranslation("workshops");
  const { workshops, manages, signsUp, page, pageCount } = useLoaderData<typeof loader>();
  if (manages) {
    return (
      <div>
        <PageHeading title={t("manage.title")} description={t("intro")} />
        <p className="mb-4">
          <ButtonLink to="/workshops/new">{t("manage.new")}</ButtonLink>
        </p>
        <DataTable
          caption={t("manage.caption")}
          rows={workshops}
          rowKey={(w) => w.id}
          empty={t("empty")}
          columns={[
            {
              id: "title",
              header: t("fields.title"),
              primary: true,
              cell: (w) => <LocaleLink to={`/workshops/${w.id}`}>{workshopText(w, i18n.language).title}</LocaleLink>,
            },
            { id: "when", header: t("fields.date"), cell: (w) => <When w={w} /> },
            { id: "place", header: t("fields.place"), cell: (w) => w.place },
            {
              id: "signups",
              header: t("manage.signups"),
              cell: (w) => t("manage.signupsCount", { confirmed: w.confirmedCount, capacity: w.capacity }),
            },
            { id: "waitlist", header: t("manage.waitlist"), cell: (w) => w.waitlistCount },
            { id: "centre", header: t("manage.centre"), cell: (w) => w.centerName },
            {
              id: "status",
              header: t("manage.status"),
              cell: (w) => {
                const s = statusOf(w);
                return <StatusBadge tone={s.tone}>{t(s.key)}</StatusBadge>;
              },
            },
          ]}
        />
        <Pagination current={page} total={pageCount} />
      </div>
    );
  }
  return (
    <div className="max-w-3xl">
      <PageHeading title={t("title")} description={t("intro")} />
      {workshops.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="space-y-4" aria-label={t("listLabel")}>
          {workshops.map((w) => (
            <WorkshopCard key={w.id} w={w} signsUp={signsUp} />
          ))}
        </ul>
      )}
      <Pagination current={page} total={pageCount} />
    </div>
  );
}
