/**
 * /test/sentry (ADR 0073): real errors for the error reporting (SPEC §8) to be seen — a server error (the action
 * throws: the 500 page, reported by the server's handleError), and in the browser an error while rendering (the error
 * page, the client's report) and an uncaught one in an event handler (nothing on screen; the client's global handler
 * reports it). Nothing here reports by itself: the reporter is the app's own.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass, PageHeading } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "dev-pages:sentry.title" };

export async function action(_: ActionFunctionArgs): Promise<never> {
  throw new Error("Developer test page: a server error in an action (/test/sentry)");
}

function Thrower(): never {
  throw new Error("Developer test page: an error while rendering in the browser (/test/sentry)");
}

export default function DevSentry() {
  const { t } = useTranslation("dev-pages");
  const hydrated = useHydrated();
  const [renderError, setRenderError] = useState(false);
  return (
    <>
      <PageHeading title={t("sentry.title")} description={t("sentry.description")} />
      <div className="space-y-6">
        <section className="space-y-2" aria-labelledby="sentry-server">
          <h2 id="sentry-server" className="text-xl font-semibold">
            {t("sentry.server")}
          </h2>
          <Form method="post" reloadDocument>
            <button type="submit" className={buttonClass}>
              {t("sentry.throwServer")}
            </button>
          </Form>
        </section>
        <section className="space-y-2" aria-labelledby="sentry-client">
          <h2 id="sentry-client" className="text-xl font-semibold">
            {t("sentry.client")}
          </h2>
          {hydrated ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setRenderError(true)}>{t("sentry.throwRender")}</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  throw new Error("Developer test page: an uncaught error in an event handler (/test/sentry)");
                }}
              >
                {t("sentry.throwHandler")}
              </Button>
            </div>
          ) : (
            <p>{t("sentry.needsJavaScript")}</p>
          )}
          {renderError ? <Thrower /> : null}
        </section>
      </div>
    </>
  );
}
