/**
 * The fields of a person's account as the account forms ask them — the sign-up, an invitation, a manager's edit,
 * the own profile —, each the contract's rule (contract/users.ts, contract/fields.ts; ADR 0040), optional where an
 * empty field means "none".
 */
import { z } from "zod";
import { email, personName, phoneNumber } from "../../../contract/fields";
import { birthYearNumber, genderChoice, jobTitleText, type ProfileInput, passwordText } from "../../../contract/users";

/** Who someone is: first and last name, e-mail address. */
export const identityFields = { firstName: personName, lastName: personName, email };

/** The profile beyond the name: phone, job title, gender. */
export const profileFields = {
  phoneNumber: phoneNumber.optional(),
  jobTitle: jobTitleText.optional(),
  gender: genderChoice.optional(),
};

/** What only the own profile asks (volunteers and students): the birth year (empty: not given). */
export const ownProfileFields = { birthYear: birthYearNumber.optional() };

/** A new password and its confirmation (compared by the form's own refinement and again by the API). */
export const newPasswordFields = { password: passwordText, passwordConfirmation: z.string() };

/** The profile as the API takes it: an empty field clears the stored value. */
export function profileInput(value: {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  jobTitle?: string;
  gender?: ProfileInput["gender"];
}) {
  return {
    first_name: value.firstName,
    last_name: value.lastName,
    phone_number: value.phoneNumber ?? null,
    job_title: value.jobTitle ?? null,
    gender: value.gender ?? null,
  };
}
