/**
 * SPEC §2 /organizations/signup (public): an organisation registers itself — details, address, non-profit
 * profile and its first user account (signed in: the current user, no account fields). Honeypot; the API limits
 * per IP and makes one organisation per idempotency key (the hidden field: a double post or the back button).
 * The result is a `pending` organisation; then /organizations/signup/success.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isBotSubmission, PageHeading } from "~/components/forms";
import { OrganizationEditor } from "~/components/organizations/organization-editor";
import { saveEditor } from "~/components/organizations/organization-editor.server";
import { activityTypeOptions } from "~/components/organizations/organization-editor-data.server";
import { signUpInput, signUpSchema, signUpSignedInSchema } from "~/components/organizations/organization-form";
import type { RouteHandle } from "~/utils/route-handle";
import { isSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";

export const handle: RouteHandle = { isPublic: true, titleKey: "organization-forms:signup.title" };

export async function loader({ context }: LoaderFunctionArgs) {
  return {
    signedIn: isSignedIn(context.session),
    activityTypes: await activityTypeOptions(context),
    idempotencyKey: context.newIdempotencyKey(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const successPath = localPath(request, "/organizations/signup/success");
  // A bot filled the honeypot: it sees the usual outcome, nothing is made.
  if (isBotSubmission(formData)) return redirect(successPath);
  const schema = isSignedIn(context.session) ? signUpSignedInSchema : signUpSchema;
  const result = await saveEditor(
    context,
    formData,
    schema,
    (value) =>
      context.api.post("/api/v1/organizations", {
        body: {
          data: { type: "organizations", attributes: signUpInput(value, siteUrl(request, context, "/confirm")) },
        },
        errors: "throw",
      }),
    { saveFoundAddress: true },
  );
  if (!result.ok) return result.actionData;
  const t = await toastT(context, "organization-forms");
  return redirectWithToast(context, successPath, { color: "success", message: t("signup.created") });
}

export default function OrganizationSignUp() {
  const { t } = useTranslation("organization-forms");
  const { signedIn, activityTypes, idempotencyKey } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeading title={t("signup.title")} description={t(signedIn ? "signup.descriptionSignedIn" : "signup.description")} />
      <OrganizationEditor
        mode={signedIn ? "signupSignedIn" : "signup"}
        activityTypes={activityTypes}
        idempotencyKey={idempotencyKey}
        submitLabel={t("signup.submit")}
      />
    </div>
  );
}
