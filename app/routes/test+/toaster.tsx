/**
 * /test/toaster (ADR 0073): the toaster — a toast of every colour, one that cannot be closed, one that never expires
 * (duration 0). Each button posts (a flash toast after the redirect: works without JavaScript, the static toast);
 * with JavaScript the same toasts can also be raised in the browser (`showToast`, the live toast).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PageHeading, secondaryButtonClass } from "~/components/forms";
import { showToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { getFixedT } from "~/utils/i18n.server";
import type { RouteHandle } from "~/utils/route-handle";
import { TOAST_COLORS, type ToastInput } from "~/utils/toast";
import { redirectWithToast } from "~/utils/toast.server";

export const handle: RouteHandle = { titleKey: "dev-pages:toaster.title" };

const VARIANTS = [...TOAST_COLORS, "notClosable", "sticky"] as const;
type Variant = (typeof VARIANTS)[number];

function toastOf(variant: Variant, message: string): ToastInput {
  if (variant === "notClosable") return { color: "info", message, closable: false };
  if (variant === "sticky") return { color: "warning", message, duration: 0 };
  return { color: variant, message };
}

const isVariant = (value: unknown): value is Variant => (VARIANTS as readonly unknown[]).includes(value);

export async function action({ request, context }: ActionFunctionArgs) {
  const variant = (await request.formData()).get("variant");
  if (!isVariant(variant)) return data({ error: "dev-pages:toaster.unknown" }, { status: 422 });
  const t = await getFixedT(context.locale, "dev-pages");
  return redirectWithToast(context, new URL(request.url).pathname, toastOf(variant, t(`toaster.messages.${variant}`)));
}

export default function DevToaster() {
  const { t } = useTranslation("dev-pages");
  const failed = useActionData<typeof action>();
  const hydrated = useHydrated();
  return (
    <>
      <PageHeading title={t("toaster.title")} description={t("toaster.description")} />
      <div className="space-y-8">
        <section className="space-y-3" aria-labelledby="toaster-flash">
          <h2 id="toaster-flash" className="text-xl font-semibold">
            {t("toaster.flash")}
          </h2>
          {failed ? (
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {t(failed.error)}
            </p>
          ) : null}
          <Form method="post" className="flex flex-wrap gap-2">
            {VARIANTS.map((variant) => (
              <button key={variant} type="submit" name="variant" value={variant} className={secondaryButtonClass}>
                {t(`toaster.variants.${variant}`)}
              </button>
            ))}
          </Form>
        </section>
        {hydrated ? (
          <section className="space-y-3" aria-labelledby="toaster-live">
            <h2 id="toaster-live" className="text-xl font-semibold">
              {t("toaster.live")}
            </h2>
            <div className="flex flex-wrap gap-2">
              {VARIANTS.map((variant) => (
                <Button
                  key={variant}
                  variant="secondary"
                  onClick={() => showToast(toastOf(variant, t(`toaster.messages.${variant}`)))}
                >
                  {t(`toaster.variants.${variant}`)}
                </Button>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
