/**
 * The contact form's schema (/contactformulier, ADR 0060): the contract's input (contract/contact-messages.ts), each
 * field its very rule, so the API's pointers name the form's fields. The sender is the account: no field for it.
 */
import { z } from "zod";
import { contactMessageFields } from "../../../contract/contact-messages";

export const contactFormSchema = z.object({
  subject: contactMessageFields.subject,
  message: contactMessageFields.message,
});
