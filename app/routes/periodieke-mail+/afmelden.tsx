/**
 * /periodieke-mail/afmelden?token=… (public; ADR 0066): the periodic mail's unsubscribe link. GET only shows a page
 * with a button — mail scanners open links, so opening it changes nothing; the button's POST sends the token to
 * `POST /api/v1/digest_unsubscriptions`, which sets the digest days to none, and the page says so. A forged,
 * altered, other-tenant or malformed token is a 400 page saying the link is invalid; a good token of an account
 * that is gone a 404. Works without JavaScript.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading, SubmitButton } from "~/components/forms";
import { ApiError } from "~/utils/api.server";
import type { RouteHandle } from "~/utils/route-handle";
import { verifyToken } from "../../../config/signed-tokens";

export const handle: RouteHandle = { isPublic: true, titleKey: "digest:unsubscribe.title" };

type State = "confirm" | "done" | "invalid" | "notFound";

async function tokenState(context: LoaderFunctionArgs["context"], token: string): Promise<State> {
  const tenantId = context.tenant?.id;
  if (!tenantId || !token) return "invalid";
  const claims = await verifyToken(context.env, token, { tenantId, purpose: "digest-unsubscribe" });
  return claims ? "confirm" : "invalid";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await tokenState(context, token);
  return data({ state, token: state === "confirm" ? token : "" }, { status: state === "invalid" ? 400 : 200 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const token = String(formData.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  if ((await tokenState(context, token)) === "invalid") return data({ state: "invalid" as State }, { status: 400 });
  try {
    await context.api.post("/api/v1/digest_unsubscriptions", {
      body: { data: { type: "digest_unsubscriptions", attributes: { token } } },
      errors: "throw",
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ state: "notFound" as State }, { status: 404 });
    if (error instanceof ApiError && error.status === 400) return data({ state: "invalid" as State }, { status: 400 });
    throw error;
  }
  return { state: "done" as State };
}

export default function Unsubscribe() {
  const { t } = useTranslation("digest");
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const state: State = posted?.state ?? loaded.state;
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("unsubscribe.title")} />
      {state === "confirm" ? (
        <Form method="post" className="space-y-4">
          <p>{t("unsubscribe.confirm")}</p>
          <input type="hidden" name="token" value={loaded.token} />
          <SubmitButton>{t("unsubscribe.button")}</SubmitButton>
        </Form>
      ) : (
        <p role={state === "done" ? "status" : "alert"} data-testid={`unsubscribe-${state}`}>
          {t(`unsubscribe.${state}`)}
        </p>
      )}
    </div>
  );
}
