import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { getList, type Resource } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";
import { formatCenterCookie, TENANT_IDS, type TenantId } from "../../config/tenants";
import { idText } from "../../contract/fields";
import type { VolunteerCenterAttributes } from "../../contract/volunteer-centers";

export const handle: RouteHandle = { isPublic: true, layout: "empty", titleKey: "switch.title" };

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** A centre as the switch offers it (the list asks for the name only: a sparse fieldset). */
type CenterOption = Pick<Resource<VolunteerCenterAttributes>, "id" | "name">;

/** Only on staging/demo instances or in development: elsewhere /switch does not exist (404). */
function assertAvailable(context: LoaderFunctionArgs["context"]) {
  if (!(context.platform.staging || context.isDevelopment)) throw routeError(404, "not_found");
}

async function centersByTenant(context: LoaderFunctionArgs["context"]) {
  const entries = await Promise.all(
    TENANT_IDS.map(async (id) => {
      const { data } = await getList<Pick<VolunteerCenterAttributes, "name">>(
        context.anonymousApiFor(context.platform.tenants[id]),
        "/api/v1/volunteer_centers",
        { query: { fields: { volunteerCenters: "name" }, page: { size: 100 } } },
      );
      return [id, data.map((c): CenterOption => ({ id: c.id, name: c.name }))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TenantId, CenterOption[]>;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  assertAvailable(context);
  const url = new URL(request.url);
  return {
    current: context.tenant?.id ?? null,
    currentCenterId: context.volunteerCenterId,
    centers: await centersByTenant(context),
    port: url.port,
    protocol: url.protocol,
  };
}

const schema = z.object({
  tenant: z.enum(TENANT_IDS, { errorMap: () => ({ message: "switch.invalidTenant" }) }),
  center: idText.optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  assertAvailable(context);
  const formData = await request.formData();
  const centers = await centersByTenant(context);
  const submission = parseWithZod(formData, {
    schema: schema.superRefine((value, ctx) => {
      if (value.center && !centers[value.tenant].some((c) => c.id === value.center)) {
        ctx.addIssue({ code: "custom", path: ["center"], message: "switch.invalidCenter" });
      }
    }),
  });
  if (submission.status !== "success") return submission.reply();

  const { tenant, center } = submission.value;
  const tenantConfig = context.platform.tenants[tenant];
  const centerId = center ? Number(center) : tenantConfig.defaultVolunteerCenterId;
  const headers = new Headers();
  headers.append("Set-Cookie", await context.cookies.tenant.serialize(tenant));
  headers.append("Set-Cookie", await context.cookies.center.serialize(formatCenterCookie(tenant, centerId)));
  return redirect("/", { headers });
}

export default function Switch() {
  const { t } = useTranslation();
  const { current, currentCenterId, centers, port, protocol } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "switch-form",
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { tenant: current ?? "", center: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const hostPort = port ? `:${port}` : "";

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("switch.title")}</h1>
      <p className="mt-2 text-muted-700 dark:text-muted-300">{t("switch.description")}</p>
      <p className="mt-4" data-testid="switch-current">
        {t("switch.current", { tenant: current ?? t("switch.none") })}
        {currentCenterId ? ` (#${currentCenterId})` : ""}
      </p>

      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <div>
          <label htmlFor={fields.tenant.id} className="block font-semibold">
            {t("switch.tenant")}
          </label>
          <select
            {...getSelectProps(fields.tenant)}
            className="mt-1 block w-full rounded-md border border-muted-300 bg-white px-3 py-2 dark:bg-muted-900"
          >
            {TENANT_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
          {fields.tenant.errors ? (
            <p id={fields.tenant.errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {t(fields.tenant.errors[0])}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.center.id} className="block font-semibold">
            {t("switch.center")}
          </label>
          <select
            {...getSelectProps(fields.center)}
            className="mt-1 block w-full rounded-md border border-muted-300 bg-white px-3 py-2 dark:bg-muted-900"
          >
            <option value="">{t("switch.centerDefault")}</option>
            {TENANT_IDS.map((id) => (
              <optgroup key={id} label={id}>
                {centers[id].map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {fields.center.errors ? (
            <p id={fields.center.errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {t(fields.center.errors[0])}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          {t("switch.submit")}
        </button>
      </Form>

      <h2 className="mt-10 font-semibold">{t("switch.hosts")}</h2>
      <ul className="mt-2 list-disc pl-6">
        {TENANT_IDS.map((id) => (
          <li key={id}>
            <a className="text-primary-700 underline dark:text-primary-300" href={`${protocol}//${id}.localhost${hostPort}/`}>
              {id}.localhost{hostPort}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
