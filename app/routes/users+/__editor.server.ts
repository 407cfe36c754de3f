/**
 * The user editor's action, shared by add.tsx (POST /api/v1/users: an invitation) and $id.edit.tsx
 * (PATCH /api/v1/users/{id}): the form is checked with the editor's schema and sent with `submitForm`, which puts
 * the API's errors on the fields; a save goes to the user's page with a toast.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { profileInput } from "~/components/account/user-fields";
import { sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, siteUrl, toastT } from "~/utils/urls.server";
import type { UserAttributes } from "../../../contract/users";
import { userAddSchema, userEditSchema } from "./__editor";

/** Behind add.tsx's and $id.edit.tsx's `handle.requires` (users.manage), checked by guardRoutes. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData();
  const t = await toastT(context, "users");
  if (params.id === undefined) {
    const result = await submitForm(formData, userAddSchema, (value) =>
      sendOne<UserAttributes>(context.api).post("/api/v1/users", {
        body: {
          data: {
            type: "users",
            attributes: {
              email: value.email,
              first_name: value.firstName,
              last_name: value.lastName,
              role: value.role,
              organization_id: value.organizationId ? Number(value.organizationId) : undefined,
              // The invitation link: /auth/reset?reset_password_token=…&invitation=true (accounts contract).
              redirect_url: siteUrl(request, context, "/auth/reset"),
            },
          },
        },
        errors: "throw",
      }),
    );
    if (!result.ok) return result.reply;
    const path = localPath(request, `/users/${encodeURIComponent(result.data.data.id)}`);
    return redirectWithToast(context, path, { color: "success", message: t("add.invited") });
  }
  const id = encodeURIComponent(params.id);
  const result = await submitForm(formData, userEditSchema, (value) =>
    context.api.patch(`/api/v1/users/${id}`, {
      body: {
        data: {
          type: "users",
          id: params.id,
          attributes: { ...profileInput(value), email: value.email, status: value.status },
        },
      },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  return redirectWithToast(context, localPath(request, `/users/${id}`), { color: "success", message: t("edit.saved") });
}
