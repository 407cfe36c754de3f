/**
 * The sign-up's first user account (signed out only; a signed-in visitor becomes the first user). After the no-JS
 * address confirmation the password fields are empty on purpose: a typed password is never sent back into the
 * page's HTML, so it is asked for again (`passwordAgain`).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, Field } from "~/components/forms";

// biome-ignore lint/suspicious/noExplicitAny: the sign-up's `user` fieldset; names, ids, values and errors are read.
type AnyField = FieldMetadata<any, any, string[]>;
export function AccountFields({ fields, passwordAgain }: { fields: Record<string, AnyField>; passwordAgain: boolean }) {
  const { t } = useTranslation("organization-forms");
  const { t: tAuth } = useTranslation("auth");
  return (
    <>
      <div className="grid gap-x-5 sm:grid-cols-2">
        <Field meta={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
      </div>
      <Field meta={fields.email} label={t("fields.accountEmail")} type="email" autoComplete="email" />
      {passwordAgain ? (
        <p className="rounded-[var(--radius)] border border-muted-400 p-3 text-sm" data-testid="password-again">
          {t("signup.passwordAgain")}
        </p>
      ) : null}
      <Field
        meta={fields.password}
        label={tAuth("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        description={tAuth("fields.passwordHint")}
      />
      <Field
        meta={fields.passwordConfirmation}
        label={tAuth("fields.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
      />
      <CheckboxField meta={fields.acceptTerms} label={t("signup.acceptTerms")} />
    </>
  );
}
