/**
 * Address entry the Dutch way (organisations, ADR 0019): postcode, house number and addition; street and city. With JavaScript
 * the address is looked up when postcode or number loses focus (signup.address.tsx, a resource route) and street and
 * city are filled in; without, the action looks it up and shows the form back (EditorActionData `lookup`). Not
 * found or PDOK down: street and city are typed by hand, saving is never blocked.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms";
import type { AddressLookup, AddressPart, LookupResult } from "./lookup.server";

// biome-ignore lint/suspicious/noExplicitAny: any editor schema's fields; only names, ids, values and errors are read.
type AnyField = FieldMetadata<any, any, string[]>;

/** The resource route the editor asks on blur (public: the sign-up uses it signed out). */
export const ADDRESS_LOOKUP_PATH = "/organizations/signup/address";

export function AddressFields({
  form,
  fields,
  lookup,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any editor's form; its id and `update` are used.
  form: FormMetadata<any, string[]>;
  /** The form's address fields, wherever they sit in it (`fields.address.getFieldset()`, or a flat form's own). */
  fields: Record<AddressPart, AnyField>;
  /** The no-JS step's outcome (the action's answer). */
  lookup?: LookupResult;
}) {
  const { t } = useTranslation("organization-forms");
  const fetcher = useFetcher<AddressLookup & { query: string }>();
  const asked = useRef("");
  const group = useRef<HTMLDivElement>(null);
  const ask = () => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    const value = (name: string) => String(new FormData(element).get(name) ?? "").trim();
    const params = new URLSearchParams({
      postal_code: value(fields.postalCode.name),
      house_number: value(fields.houseNumber.name),
      addition: value(fields.houseNumberAddition.name),
    });
    if (!params.get("postal_code") || !params.get("house_number") || params.toString() === asked.current) return;
    asked.current = params.toString();
    fetcher.load(`${ADDRESS_LOOKUP_PATH}?${params}`);
  };
  // Asked when any address field loses focus (a native listener: focusout bubbles; no handler on a static element).
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    const element = group.current;
    const onFocusOut = () => askRef.current();
    element?.addEventListener("focusout", onFocusOut);
    return () => element?.removeEventListener("focusout", onFocusOut);
  }, []);
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const { update } = form;
  const streetName = fields.street.name;
  const cityName = fields.city.name;
  useEffect(() => {
    if (data?.result !== "found") return;
    if (data.street) update({ name: streetName, value: data.street });
    if (data.city) update({ name: cityName, value: data.city });
  }, [data, update, streetName, cityName]);
  // The browser's answer wins over the server's last one (a newer question).
  const shown = data?.result ?? lookup;
  return (
    <div className="space-y-1" ref={group}>
      <div className="grid gap-x-5 sm:grid-cols-3">
        <Field
          meta={fields.postalCode}
          label={t("fields.postalCode")}
          autoComplete="postal-code"
          description={t("address.postalCodeHint")}
        />
        <Field meta={fields.houseNumber} label={t("fields.houseNumber")} autoComplete="off" />
        <Field meta={fields.houseNumberAddition} label={t("fields.houseNumberAddition")} autoComplete="off" />
      </div>
      <p role="status" aria-live="polite" data-testid="address-lookup" className="min-h-5 text-sm">
        {shown ? t(`address.${shown === "found" ? "found" : shown === "not_found" ? "notFound" : "unavailable"}`) : ""}
      </p>
      <div className="grid gap-x-5 sm:grid-cols-2">
        <Field meta={fields.street} label={t("fields.street")} autoComplete="address-line1" />
        <Field meta={fields.city} label={t("fields.city")} autoComplete="address-level2" />
      </div>
    </div>
  );
}

/** A form's own address fields, when they sit at its top (the help request's: `postalCode`, …). */
export function addressFieldsOf(fields: Record<string, AnyField>): Record<AddressPart, AnyField> {
  return {
    postalCode: fields.postalCode,
    houseNumber: fields.houseNumber,
    houseNumberAddition: fields.houseNumberAddition,
    street: fields.street,
    city: fields.city,
  };
}
