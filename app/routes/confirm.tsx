import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ApiError } from "~/utils/api.server";
import { sendOne } from "~/utils/api-resources.server";
import { flashNote } from "~/utils/flash.server";
import type { RouteHandle } from "~/utils/route-handle";
import { SIGN_IN_PATH } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { UserAttributes } from "../../contract/users";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:confirm.title" };

/**
 * The link in the confirmation mail: /confirm?confirmation_token=… confirms the account and sends the user to sign in,
 * with the account's e-mail address already filled in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("confirmation_token");
  if (!token) return { problem: "missing" as const };
  let email: string | undefined;
  try {
    const { data } = await sendOne<UserAttributes>(context.api).post("/api/v1/confirm", {
      body: { confirmation_token: token },
      errors: "throw",
    });
    email = data?.email;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { problem: "invalid" as const };
    throw error;
  }
  // The sign-in form starts with the confirmed address: flashed in the session, never in the URL.
  if (email) flashNote(context, "signInEmail", email);
  const t = await toastT(context, "auth");
  throw await redirectWithToast(context, localPath(request, SIGN_IN_PATH), { color: "success", message: t("confirm.success") });
}

export default function Confirm() {
  const { t } = useTranslation("auth");
  const { problem } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeading title={t("confirm.title")} description={t(problem === "missing" ? "confirm.missing" : "confirm.invalid")} />
      <LocaleLink to={SIGN_IN_PATH} className={linkClass}>
        {t("confirm.signIn")}
      </LocaleLink>
    </div>
  );
}
