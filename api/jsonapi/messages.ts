/**
 * The API's own words for a contract message key (ADR 0040): a field rule's key, `validation:tooLong|{"maximum":150}`,
 * becomes the error object's English `detail` ("Use at most 150 characters") from the same translations the app
 * shows, and travels along as `meta.message` so a form can show it in the visitor's language. Anything that is not
 * a key (a sentence a check wrote itself) is the detail as it is.
 */
import { isMessageKey, parseMessageKey } from "../../contract/messages";
import activities from "../../locales/en/activities.json";
import analytics from "../../locales/en/analytics.json";
import conversations from "../../locales/en/conversations.json";
import formRules from "../../locales/en/form-rules.json";
import help from "../../locales/en/help.json";
import organizationForms from "../../locales/en/organization-forms.json";
import settings from "../../locales/en/settings.json";
import vacancyAdmin from "../../locales/en/vacancy-admin.json";
import validation from "../../locales/en/validation.json";

type Tree = { [key: string]: string | Tree };
const NAMESPACES: Record<string, Tree> = {
  validation,
  "organization-forms": organizationForms,
  help,
  "form-rules": formRules,
  activities,
  "vacancy-admin": vacancyAdmin,
  settings,
  conversations,
  analytics,
};

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The English text of a message key, with its parameters filled in; the generic text for a key it does not know. */
export function messageDetail(message: string): string {
  if (!isMessageKey(message)) return message;
  const { key, params } = parseMessageKey(message);
  const colon = key.indexOf(":");
  const tree = NAMESPACES[key.slice(0, colon)];
  const path = key.slice(colon + 1);
  const count = params.count;
  const text =
    (typeof count === "number" ? lookup(tree, `${path}_${count === 1 ? "one" : "other"}`) : undefined) ??
    lookup(tree, path) ??
    lookup(validation, "invalid") ??
    "Is not valid";
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
