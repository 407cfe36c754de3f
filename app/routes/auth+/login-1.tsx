import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Field, FormErrors, linkClass, SubmitButton, validateWith } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { WrongCenterError } from "~/utils/api.server";
import { flashNote, redirectWithSession, takeNote } from "~/utils/flash.server";
import { submitForm } from "~/utils/forms.server";
import { splitLocale, withLocale } from "~/utils/locale-path";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { authFromHeaders, isSignedIn, startSession } from "~/utils/session.server";
import { afterSignInPath, followsRedirect, landingPathFor } from "~/utils/sign-in-path";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import { email } from "../../../contract/fields";

export const handle: RouteHandle = { isPublic: true, titleKey: "auth:login.title" };

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

const schema = z.object({
  email,
  password: z.string(),
  redirectTo: z.string().optional(),
});

export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // SPEC §8 'Logged in to the wrong website', right after the action found an account of another centre. Thrown
  // by this loader (not the action), so the root loader runs too and the error page keeps the site's header and
  // footer, and it is a 403 whether the page is a document (JS off) or loaded by the router (JS on).
  if (takeNote(context, "wrongCenter")) throw routeError(403, "wrong_center");
  const redirectTo = url.searchParams.get("redirectTo");
  if (isSignedIn(context.session)) throw redirect(afterSignInPath(redirectTo, url.pathname));
  // Only a same-site path survives into the form (the action checks again): an open redirect is refused here.
  const safe = redirectTo ? afterSignInPath(redirectTo, url.pathname) : null;
  // The address of an account just confirmed (/confirm): the visitor only types the password.
  const email = takeNote(context, "signInEmail") ?? null;
  return { redirectTo: safe && safe === redirectTo ? safe : null, email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitForm(
    await request.formData(),
    schema,
    ({ email, password }) => context.api.post("/auth/sign_in", { body: { email, password }, errors: "throw" }),
    { fields: ["email", "password"], hideFields: ["password"] },
  ).catch((error: unknown) => {
    if (error instanceof WrongCenterError) return "wrongCenter" as const;
    throw error;
  });
  // SPEC §8: an account of another partner gets the 'Logged in to the wrong website' page, from this page's
  // loader after a redirect. An error thrown here would render in the root's error boundary without the root's
  // loader data (Remix runs no loader above the boundary of a failed action): a bare page without JavaScript.
  if (result === "wrongCenter") {
    flashNote(context, "wrongCenter", true);
    const here = new URL(request.url);
    return redirectWithSession(context, `${here.pathname}${here.search}`);
  }
  if (!result.ok) return result.reply;
  const auth = authFromHeaders(result.data.headers);
  if (!auth) throw new Error("POST /auth/sign_in answered without the auth headers");
  startSession(context, auth);
  const t = await toastT(context, "auth");
  const { pathname } = new URL(request.url);
  // An explicit redirectTo wins; else the dashboard, which shows every role what waits for it (ADR 0069).
  const target = followsRedirect(result.value.redirectTo, pathname)
    ? afterSignInPath(result.value.redirectTo, pathname)
    : withLocale(landingPathFor(), splitLocale(pathname).prefix);
  return redirectWithToast(context, target, {
    color: "success",
    message: t("login.success"),
  });
}

export default function SignIn() {
  const { t } = useTranslation("auth");
  const { redirectTo, email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "sign-in-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { redirectTo: redirectTo ?? "", email: email ?? "" },
    onValidate: validateWith(schema),
  });
  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("login.title")}</h1>
      <p className="mt-2 text-muted-700 dark:text-muted-300">{t("login.description")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormErrors form={form} result={lastResult} />
        <input type="hidden" name={fields.redirectTo.name} value={redirectTo ?? ""} />
        <Field meta={fields.email} label={t("fields.email")} type="email" autoComplete="username" />
        <Field meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" />
        <SubmitButton>{t("login.submit")}</SubmitButton>
      </Form>
      <ul className="mt-6 space-y-2">
        <li>
          <LocaleLink to="/auth/recover" className={linkClass}>
            {t("login.forgotPassword")}
          </LocaleLink>
        </li>
        <li>
          {t("login.noAccount")}{" "}
          <LocaleLink to="/signup" className={linkClass}>
            {t("login.signUp")}
          </LocaleLink>
        </li>
      </ul>
    </div>
  );
}
