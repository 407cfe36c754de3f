/**
 * The NOV criteria (contract NOV_CHECKLIST_KEYS): the approver's checkboxes in a queue row, and the ticks stored
 * with the decision as shown on the organisation afterwards. Field names `novChecklist.<key>`, as the approval's
 * input nests them (contract/organization-inputs.ts approveOrganizationInput `nov_checklist`, its keys snake_case).
 */
import { useTranslation } from "react-i18next";
import { NOV_CHECKLIST_KEYS, type NovChecklist } from "../../../contract/organization-vocabulary";

export const novField = (key: string) => `novChecklist.${key}`;

/** The ticked criteria of a queue row's value (unticked ones are `false`: the decision records what was checked). */
export function novTicks(ticked: Partial<Record<string, boolean>> | undefined): NovChecklist {
  return Object.fromEntries(NOV_CHECKLIST_KEYS.map((key) => [key, ticked?.[key] === true]));
}

export function NovFieldset({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation("organization-lists");
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">{t("approve.checklist")}</legend>
      {NOV_CHECKLIST_KEYS.map((key) => (
        <label key={key} htmlFor={`${idPrefix}-${key}`} className="flex items-center gap-2">
          <input id={`${idPrefix}-${key}`} type="checkbox" name={novField(key)} className="h-5 w-5" />
          {t(`nov.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The stored ticks: each criterion with ✓ or ✗ in words (never colour or symbol alone). */
export function NovSummary({ checklist }: { checklist: Record<string, boolean> }) {
  const { t } = useTranslation("organization-lists");
  return (
    <ul className="grid gap-1">
      {NOV_CHECKLIST_KEYS.map((key) => (
        <li key={key}>
          <span aria-hidden="true">{checklist[key] ? "✓ " : "✗ "}</span>
          {t(`nov.${key}`)}: {checklist[key] ? t("show.yes") : t("show.no")}
        </li>
      ))}
    </ul>
  );
}
