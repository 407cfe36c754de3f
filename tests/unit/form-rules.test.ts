/**
 * One field rule, one place (ADR 0040): every form schema is shaped like the contract's input of the write it sends
 * (camelCase for snake_case, nested alike), and each of its fields is checked by the contract's own rule. This walks
 * a form schema and its contract input together and compares each field's rule — type, limits (min/max/length),
 * patterns, e-mail, integer, choices, transforms — so a form that re-declares a limit differing from the contract's,
 * or asks for a field the contract does not take, fails here. Whether a field may be left empty is the form's own
 * business (`.optional()`, a default), as are conversions of what a browser posts (a preprocess: `on` → true).
 */
import { describe, expect, it } from "vitest";
import { type ZodTypeAny, z } from "zod";
import { identityFields, newPasswordFields, ownProfileFields, profileFields } from "../../app/components/account/user-fields";
import { contactFormSchema } from "../../app/components/contact/contact-form";
import { pageAddSchema, pageEditSchema } from "../../app/components/content/page-form";
import { replySchema, startSchema } from "../../app/components/conversations/conversation-forms";
import { devFormSchema } from "../../app/components/dev-pages/dev-form";
import { renameSearchSchema, saveSearchSchema } from "../../app/components/digest/saved-search-forms";
import { uploadSchema } from "../../app/components/files/upload-schema";
import {
  formAddSchema,
  formEditSchema,
  invitationSchema,
  optionListSchema,
  optionRowSchema,
  questionAddSchema,
  questionEditSchema,
} from "../../app/components/form-builder/builder-schema";
import { approveSchema, helpRequestSchema, rejectSchema } from "../../app/components/help/help-schema";
import { templateFormSchema } from "../../app/components/notification-templates/template-form";
import {
  contactPersonSchema,
  decisionSchema,
  moveSchema,
  organizationAddSchema,
  organizationEditSchema,
  signUpSchema,
  signUpSignedInSchema,
} from "../../app/components/organizations/organization-form";
import { designSchema, footerSchema } from "../../app/components/settings/settings-forms";
import { anonymousApplySchema, signedInApplySchema } from "../../app/components/vacancies/apply-schema";
import { profileFormSchema, replyFormSchema } from "../../app/components/volunteer-pool/profile-schema";
import { workshopAddSchema, workshopEditSchema } from "../../app/components/workshops/workshop-form";
import { noteSchema } from "../../app/routes/applications+/__note-schema";
import { menuItemFormSchema } from "../../app/routes/content+/__menu-editor-schema";
import { stockImageSchema } from "../../app/routes/content+/__stock-image-schema";
import { vacancyAddSchema, vacancyEditSchema } from "../../app/routes/vacancies+/__editor-schema";
import { applicationCreateInput, internalNoteCreateInput } from "../../contract/applications";
import { toSnakeCase } from "../../contract/case";
import { contactMessageInput } from "../../contract/contact-messages";
import { conversationMessageInput, conversationStartInput } from "../../contract/conversations";
import { emptyToNull } from "../../contract/fields";
import {
  FORM_LIMITS,
  formCreateInput,
  formInvitationCreateInput,
  formQuestionCreateInput,
  formQuestionUpdateInput,
  formUpdateInput,
  optionsInput,
} from "../../contract/forms";
import { helpReason, helpRequestCreateInput, helpRequestUpdateInput } from "../../contract/help-requests";
import { menuItemCreateInput, menuItemUpdateInput } from "../../contract/menu-items";
import { notificationTemplateUpdateInput } from "../../contract/notification-template-edit";
import {
  approveOrganizationInput,
  createOrganizationInput,
  moveOrganizationInput,
  signUpOrganizationInput,
  updateOrganizationInput,
} from "../../contract/organization-inputs";
import { pageCreateInput, pageUpdateInput } from "../../contract/pages";
import { savedSearchCreateInput, savedSearchUpdateInput } from "../../contract/saved-searches";
import { stockImageInput } from "../../contract/uploads";
import { currentUserInput, inviteInput, passwordText, signUpInput, updateUserInput } from "../../contract/users";
import { vacancyCreateInput, vacancyUpdateInput } from "../../contract/vacancy-inputs";
import { designInput, footerInput } from "../../contract/volunteer-centers";
import { volunteerProfileInput, volunteerProfileReplyInput } from "../../contract/volunteer-pool";
import { workshopCreateInput, workshopUpdateInput } from "../../contract/workshops";

type Def = { typeName: string; [key: string]: unknown };
const defOf = (schema: ZodTypeAny) => schema._def as Def;

/** Past what only says whether a field may be empty, and a browser value's conversion (a preprocess). */
function bare(schema: ZodTypeAny): ZodTypeAny {
  let inner = schema;
  for (;;) {
    const def = defOf(inner);
    if (def.typeName === "ZodOptional" || def.typeName === "ZodNullable") inner = def.innerType as ZodTypeAny;
    else if (def.typeName === "ZodDefault") inner = def.innerType as ZodTypeAny;
    else if (def.typeName === "ZodEffects" && (def.effect as { type: string }).type === "preprocess") {
      inner = def.schema as ZodTypeAny;
    } else if (def.typeName === "ZodEffects" && (def.effect as { transform?: unknown }).transform === emptyToNull) {
      // How the API stores an empty text (contract/fields.ts emptyAsNull), not a check of it.
      inner = def.schema as ZodTypeAny;
    } else return inner;
  }
}

/** An object schema behind a form-level check (`.superRefine()` on the form), or null for a field. */
function objectOf(schema: ZodTypeAny): ZodTypeAny | null {
  let inner = bare(schema);
  while (defOf(inner).typeName === "ZodEffects" && (defOf(inner).effect as { type: string }).type === "refinement") {
    inner = defOf(inner).schema as ZodTypeAny;
  }
  return defOf(inner).typeName === "ZodObject" ? inner : null;
}

const shapeOf = (object: ZodTypeAny) => (object as unknown as { shape: Record<string, ZodTypeAny> }).shape;

/**
 * A field's rule as data: its type, its checks (limits, patterns, e-mail, integer — messages included), choices and
 * the functions of its transforms and refinements (by identity: a re-declared transform is another rule).
 */
function rule(schema: ZodTypeAny): unknown {
  const inner = bare(schema);
  const def = defOf(inner);
  switch (def.typeName) {
    case "ZodString":
    case "ZodNumber":
      return { type: def.typeName, checks: def.checks, coerce: def.coerce };
    case "ZodArray":
      return { type: def.typeName, element: rule(def.type as ZodTypeAny), min: def.minLength, max: def.maxLength };
    case "ZodEnum":
      return { type: def.typeName, values: def.values };
    case "ZodLiteral":
      return { type: def.typeName, value: def.value };
    case "ZodUnion":
      return { type: def.typeName, options: (def.options as ZodTypeAny[]).map(rule) };
    case "ZodPipeline":
      return { type: def.typeName, in: rule(def.in as ZodTypeAny), out: rule(def.out as ZodTypeAny) };
    case "ZodEffects":
      return { type: def.typeName, effect: def.effect, of: rule(def.schema as ZodTypeAny) };
    case "ZodObject":
      return { type: def.typeName, shape: Object.fromEntries(Object.entries(shapeOf(inner)).map(([k, v]) => [k, rule(v)])) };
    default:
      return { type: def.typeName };
  }
}

function arrayOf(schema: ZodTypeAny): ZodTypeAny | null {
  let inner = bare(schema);
  while (defOf(inner).typeName === "ZodEffects" && (defOf(inner).effect as { type: string }).type === "refinement") {
    inner = defOf(inner).schema as ZodTypeAny;
  }
  return defOf(inner).typeName === "ZodArray" ? inner : null;
}

const boundsOf = (array: ZodTypeAny) => {
  const def = defOf(array);
  return { min: def.minLength, max: def.maxLength, exact: def.exactLength };
};

/**
 * Each field of the form (`address.postalCode`, `occurrences[].startTime`) with its rule and the contract's rule for
 * it (`address/postal_code`, `occurrences/2/start_time`) as data; undefined where the contract has no such field. A
 * list of rows is walked row field by row field, and its bounds are a field of their own (`occurrences[]`).
 */
function fieldPairs(form: ZodTypeAny, contract: ZodTypeAny, path = ""): [string, unknown, unknown][] {
  const formObject = objectOf(form);
  const contractObject = objectOf(contract);
  const formList = arrayOf(form);
  const contractList = arrayOf(contract);
  if (formList && contractList && objectOf(defOf(formList).type as ZodTypeAny)) {
    return [
      [`${path}[]`, boundsOf(formList), boundsOf(contractList)],
      ...fieldPairs(defOf(formList).type as ZodTypeAny, defOf(contractList).type as ZodTypeAny, `${path}[]`),
    ];
  }
  if (!formObject || !contractObject) return [[path, rule(form), rule(contract)]];
  return Object.entries(shapeOf(formObject)).flatMap(([key, child]) => {
    const name = path ? `${path}.${key}` : key;
    const counterpart = shapeOf(contractObject)[toSnakeCase(key)];
    if (!counterpart) return [[name, rule(child), undefined] as [string, unknown, unknown]];
    return fieldPairs(child, counterpart, name);
  });
}

/** `skip`: the form's own fields (an intent, a confirmation), each with its reason where the form is listed. */
function expectContractRules(form: ZodTypeAny, contract: ZodTypeAny, skip: readonly string[] = []) {
  const pairs = fieldPairs(form, contract).filter(([name]) => !skip.includes(name));
  expect(pairs.length).toBeGreaterThan(0);
  for (const [name, formRule, contractRule] of pairs) {
    expect(contractRule, `${name}: a field the contract's input does not take`).toBeDefined();
    expect(formRule, `${name}: the form's rule differs from the contract's`).toEqual(contractRule);
  }
}

describe("form rules are the contract's", () => {
  describe("organisations (contract/organization-inputs.ts)", () => {
    it("the editor: edit, add, sign-up signed in and out, with the address, profile and the first user nested", () => {
      expectContractRules(organizationEditSchema, updateOrganizationInput);
      expectContractRules(organizationAddSchema, createOrganizationInput);
      expectContractRules(signUpSignedInSchema, signUpOrganizationInput);
      expectContractRules(signUpSchema, signUpOrganizationInput);
    });

    it("the contact person, moving and the approval queue's decision", () => {
      expectContractRules(contactPersonSchema, updateOrganizationInput);
      expectContractRules(moveSchema, moveOrganizationInput);
      expectContractRules(decisionSchema, approveOrganizationInput);
    });
  });

  describe("accounts, applications and neighbour help", () => {
    // A password is checked by the API itself (contract/users.ts passwordProblem: its own codes, the same limits as
    // passwordText); its confirmation is compared by the form and the API. Both are compared below on their own.
    const PASSWORDS = ["password", "passwordConfirmation"];
    it("the sign-up, an invitation, a user's edit and the own profile", () => {
      expectContractRules(
        z.object({ ...identityFields, phoneNumber: profileFields.phoneNumber, ...newPasswordFields }),
        signUpInput,
        PASSWORDS,
      );
      expectContractRules(z.object(identityFields), inviteInput);
      expectContractRules(z.object({ ...identityFields, ...profileFields }), updateUserInput);
      expect(rule(newPasswordFields.password)).toEqual(rule(passwordText));
    });

    it("the own profile with its birth year (asked of volunteers and students only)", () => {
      expectContractRules(z.object({ ...identityFields, ...profileFields, ...ownProfileFields }), currentUserInput);
    });

    it("applying, signed in and out", () => {
      // `occurrenceId`: a date picked from the activity's own list (a select's value), not a typed field.
      expectContractRules(signedInApplySchema, applicationCreateInput, ["occurrenceId"]);
      expectContractRules(anonymousApplySchema, applicationCreateInput, ["occurrenceId"]);
    });

    it("a help request, its approval and rejection, an internal note", () => {
      expectContractRules(helpRequestSchema, helpRequestCreateInput);
      // `intent`: which of the two decisions the moderator's button sent.
      expectContractRules(approveSchema, helpRequestUpdateInput, ["intent"]);
      // A rejection needs its reason (the API asks it of a rejection); the rule is the contract's reason text.
      expect(rule(rejectSchema.shape.reason)).toEqual(rule(helpReason));
      expectContractRules(noteSchema, internalNoteCreateInput);
    });
  });

  describe("menus (contract/menu-items.ts)", () => {
    it("the menu item editor, adding and editing", () => {
      expectContractRules(menuItemFormSchema, menuItemCreateInput);
      expectContractRules(menuItemFormSchema, menuItemUpdateInput);
    });
  });

  describe("files (contract/uploads.ts)", () => {
    it("a stock image (keywords typed as one text, sent as the contract's list)", () => {
      expectContractRules(stockImageSchema, stockImageInput);
    });
    it("an upload is multipart: its one field is the file the API checks by its bytes", () => {
      expect(Object.keys(uploadSchema.shape)).toEqual(["file"]);
    });
  });

  describe("vacancies (contract/vacancy-inputs.ts, contract/activities.ts)", () => {
    const own = [
      // The editor's list of dates or its rule: which of the two is sent (never sent itself).
      "datesMode",
      // The rows the form offers include empty ones (not sent): the filled ones are counted against the contract's
      // bounds (activityRules: OCCURRENCES_MIN_MESSAGE / OCCURRENCES_MAX_MESSAGE).
      "occurrences[]",
      // The action reads the document itself (the editor's JSON or the textarea's Markdown, richTextFromForm) and the
      // API checks it; the form only refuses a paste beyond the rich-text input's own limit.
      "description",
    ];
    it("the editor: edit and add (the organisation and the first status included), with the dates nested", () => {
      expectContractRules(vacancyEditSchema, vacancyUpdateInput, own);
      expectContractRules(vacancyAddSchema, vacancyCreateInput, own);
    });
  });

  it("the centre's settings: the design (colours checked across fields) and the footer with its column rows", () => {
    expectContractRules(designSchema, designInput);
    expectContractRules(footerSchema, footerInput);
  });

  describe("pages (contract/pages.ts)", () => {
    it("the page settings: add and edit (with the version read)", () => {
      expectContractRules(pageAddSchema, pageCreateInput);
      expectContractRules(pageEditSchema, pageUpdateInput);
    });
  });

  it("a notification template (with the version read; the body is read by the action and checked by the API)", () => {
    expectContractRules(templateFormSchema, notificationTemplateUpdateInput, ["body"]);
  });

  it("the contact form (the sender is the account, never a field)", () => {
    expectContractRules(contactFormSchema, contactMessageInput);
  });

  it("the volunteer pool: the own profile (with the version read) and a reply to a profile", () => {
    expectContractRules(profileFormSchema, volunteerProfileInput);
    expectContractRules(replyFormSchema, volunteerProfileReplyInput);
  });

  it("a conversation's reply and a new thread (its vacancy or application is the page's, never a field)", () => {
    expectContractRules(replySchema, conversationMessageInput);
    expectContractRules(startSchema, conversationStartInput);
  });

  it("the saved searches: saving one on the search page and renaming one (ADR 0066)", () => {
    expectContractRules(saveSearchSchema, savedSearchCreateInput);
    expectContractRules(renameSearchSchema, savedSearchUpdateInput);
  });

  describe("the form builder (contract/forms.ts)", () => {
    it("a form's settings: add (with its organisation) and edit (with the version read)", () => {
      expectContractRules(formAddSchema, formCreateInput);
      expectContractRules(formEditSchema, formUpdateInput);
    });

    it("a question: add (at its place) and edit, the condition nested as the JSON value it is", () => {
      // `options`: the contract counts the rows before it reads one (optionsInput); the rows are compared below.
      expectContractRules(questionAddSchema, formQuestionCreateInput, ["options"]);
      expectContractRules(questionEditSchema, formQuestionUpdateInput, ["options"]);
      const contractRow = (optionsInput._def.schema as unknown as { _def: { out: { element: ZodTypeAny } } })._def.out.element;
      expectContractRules(optionRowSchema, contractRow);
      expect(boundsOf(optionListSchema).max).toEqual({ value: FORM_LIMITS.options, message: undefined });
    });

    it("invitations: the addresses typed one a line, sent as the contract's list", () => {
      expectContractRules(invitationSchema, formInvitationCreateInput);
    });
  });

  it("a workshop: add (with its centre) and edit (ADR 0072)", () => {
    expectContractRules(workshopAddSchema, workshopCreateInput);
    expectContractRules(workshopEditSchema, workshopUpdateInput);
  });

  it("the walk itself tells a differing limit, a re-declared rule and an unknown field (positive control)", async () => {
    const { z } = await import("zod");
    const { requiredText } = await import("../../contract/fields");
    // The same limit declared anew is the same rule; another limit, or a field the contract lacks, is not.
    expect(() => expectContractRules(z.object({ name: requiredText(150) }), createOrganizationInput)).not.toThrow();
    expect(() => expectContractRules(z.object({ name: requiredText(151) }), createOrganizationInput)).toThrow(/name/);
    expect(() =>
      expectContractRules(
        z.object({ address: z.object({ houseNumberAddition: z.string().trim().max(12) }) }),
        createOrganizationInput,
      ),
    ).toThrow(/address\.houseNumberAddition/);
    expect(() => expectContractRules(z.object({ nickname: z.string() }), createOrganizationInput)).toThrow(/nickname/);
  });

  it("the developer form page: the own name, as the profile form asks it (ADR 0073)", () => {
    expectContractRules(devFormSchema, currentUserInput);
  });
});
