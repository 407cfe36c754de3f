/**
 * Every write the app sends to the API, by method and path, with the body it sends: the contract's input for that
 * path, snake_case as on the wire and sent as it is (ADR 0040). The API client's `post`/`put`/`patch`/`delete` take
 * the body type from here, so a form that sends a field the contract does not know, a camelCase key or a wrong type
 * does not compile. A new write route adds its row here; the first row whose method and path match wins (the more
 * specific paths come first).
 */
import type { z } from "zod";
import type {
  applicationCreateInput,
  applicationUpdateInput,
  applicationWithdrawInput,
  internalNoteCreateInput,
} from "./applications";
import type { contactMessageInput } from "./contact-messages";
import type { contentBlockCreateInput, contentBlockMoveInput, contentBlockUpdateInput } from "./content-blocks";
import type { conversationMessageInput, conversationStartInput } from "./conversations";
import type { digestUnsubscriptionInput } from "./digest";
import type {
  formCreateInput,
  formInvitationCreateInput,
  formQuestionCreateInput,
  formQuestionMoveInput,
  formQuestionUpdateInput,
  formSubmissionCreateInput,
  formUpdateInput,
} from "./forms";
import type { helpRequestCreateInput, helpRequestUpdateInput } from "./help-requests";
import type { menuItemCreateInput, menuItemMoveInput, menuItemUpdateInput } from "./menu-items";
import type { notificationTemplatePreviewInput, notificationTemplateUpdateInput } from "./notification-template-edit";
import type { readAllNotificationsInput } from "./notifications";
import type {
  approveOrganizationInput,
  createOrganizationInput,
  moveOrganizationInput,
  signUpOrganizationInput,
  updateOrganizationInput,
} from "./organization-inputs";
import type { pageCreateInput, pageUpdateInput } from "./pages";
import type { savedSearchCreateInput, savedSearchUpdateInput } from "./saved-searches";
import type { stockImageInput, UploadForm } from "./uploads";
import type {
  confirmInput,
  currentUserInput,
  deleteCurrentUserInput,
  inviteInput,
  newPasswordInput,
  passwordResetRequestInput,
  resendConfirmationInput,
  returnFromUserInput,
  roleInput,
  signInAsInput,
  signInInput,
  signUpInput,
  updateUserInput,
} from "./users";
import type { vacancyBulkInput, vacancyCreateInput, vacancyUpdateInput } from "./vacancy-inputs";
import type { designInput, footerInput } from "./volunteer-centers";
import type { volunteerProfileInput, volunteerProfileReplyInput } from "./volunteer-pool";
import type { workshopCreateInput, workshopUpdateInput } from "./workshops";

type In<S extends z.ZodTypeAny> = z.input<S>;
/** A write without a body. */
type NoBody = undefined;

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** [method(s), path, body]: most specific path first. */
export type ApiWrites = [
  // Accounts (contract/users.ts).
  ["POST", "/auth/sign_in", In<typeof signInInput>],
  ["DELETE", "/auth/sign_out", NoBody],
  ["POST", "/auth/password", In<typeof passwordResetRequestInput>],
  ["PUT" | "PATCH", "/auth/password", In<typeof newPasswordInput>],
  ["PATCH" | "PUT", "/api/v1/current_user", In<typeof currentUserInput>],
  ["DELETE", "/api/v1/current_user", In<typeof deleteCurrentUserInput>],
  ["POST", "/api/v1/confirm", In<typeof confirmInput>],
  ["POST", "/api/v1/sign_in_as_user/return", In<typeof returnFromUserInput>],
  ["POST", "/api/v1/sign_in_as_user", In<typeof signInAsInput>],
  ["POST", "/api/v1/users", In<typeof signUpInput> | In<typeof inviteInput>],
  ["PUT", `/api/v1/users/${string}/add_role`, In<typeof roleInput>],
  ["DELETE", `/api/v1/users/${string}/remove_role`, In<typeof roleInput>],
  ["POST", `/api/v1/users/${string}/resend_confirmation_instructions`, In<typeof resendConfirmationInput>],
  ["PATCH" | "PUT", `/api/v1/users/${string}`, In<typeof updateUserInput>],
  ["DELETE", `/api/v1/users/${string}`, NoBody],
  ["POST" | "DELETE", "/api/v1/calendar_feeds/current", NoBody],
  // Organisations (contract/organization-inputs.ts).
  ["POST", "/api/v1/organizations", In<typeof createOrganizationInput> | In<typeof signUpOrganizationInput>],
  // A centre's settings (contract/volunteer-centers.ts, ADR 0047).
  ["PUT", `/api/v1/volunteer_centers/${string}/design`, In<typeof designInput>],
  ["PUT", `/api/v1/volunteer_centers/${string}/footer`, In<typeof footerInput>],
  ["PUT", `/api/v1/organizations/${string}/approve`, In<typeof approveOrganizationInput>],
  ["PUT", `/api/v1/organizations/${string}/move`, In<typeof moveOrganizationInput>],
  ["PUT" | "PATCH", `/api/v1/organizations/${string}`, In<typeof updateOrganizationInput>],
  ["DELETE", `/api/v1/organizations/${string}`, NoBody],
  // Vacancies (contract/vacancy-inputs.ts).
  ["POST", "/api/v1/vacancies", In<typeof vacancyCreateInput>],
  ["PATCH", "/api/v1/vacancies/bulk", In<typeof vacancyBulkInput>],
  ["PUT" | "PATCH", `/api/v1/vacancies/${string}`, In<typeof vacancyUpdateInput>],
  ["DELETE", `/api/v1/vacancies/${string}`, NoBody],
  // Pages (contract/pages.ts; ADR 0041).
  ["POST", `/api/v1/pages/${string}/revisions/${string}/restore`, NoBody],
  // Content blocks (contract/content-blocks.ts; ADR 0048).
  ["POST", `/api/v1/pages/${string}/content_blocks`, In<typeof contentBlockCreateInput>],
  ["POST", `/api/v1/content_blocks/${string}/move`, In<typeof contentBlockMoveInput>],
  ["PATCH" | "PUT", `/api/v1/content_blocks/${string}`, In<typeof contentBlockUpdateInput>],
  ["DELETE", `/api/v1/content_blocks/${string}`, NoBody],
  ["POST", "/api/v1/pages", In<typeof pageCreateInput>],
  ["PUT" | "PATCH", `/api/v1/pages/${string}`, In<typeof pageUpdateInput>],
  ["DELETE", `/api/v1/pages/${string}`, NoBody],
  // Applications and their notes (contract/applications.ts).
  ["POST", "/api/v1/applications", In<typeof applicationCreateInput>],
  ["POST", `/api/v1/applications/${string}/withdraw`, In<typeof applicationWithdrawInput>],
  ["PUT" | "PATCH", `/api/v1/applications/${string}`, In<typeof applicationUpdateInput>],
  ["POST", "/api/v1/internal_notes", In<typeof internalNoteCreateInput>],
  // Neighbour help (contract/help-requests.ts).
  ["POST", "/api/v1/help_requests", In<typeof helpRequestCreateInput>],
  ["PATCH", `/api/v1/help_requests/${string}`, In<typeof helpRequestUpdateInput>],
  // Menus (contract/menu-items.ts).
  ["POST", "/api/v1/menu_items", In<typeof menuItemCreateInput>],
  ["POST", `/api/v1/menu_items/${string}/move`, In<typeof menuItemMoveInput>],
  ["PATCH" | "PUT", `/api/v1/menu_items/${string}`, In<typeof menuItemUpdateInput>],
  ["DELETE", `/api/v1/menu_items/${string}`, NoBody],
  // Files (contract/uploads.ts): an upload is multipart, its FormData made by `uploadForm`.
  ["POST", "/api/v1/uploads", UploadForm],
  ["DELETE", `/api/v1/uploads/${string}`, NoBody],
  ["POST", "/api/v1/stock_images", In<typeof stockImageInput>],
  ["PATCH" | "PUT", `/api/v1/stock_images/${string}`, In<typeof stockImageInput>],
  ["DELETE", `/api/v1/stock_images/${string}`, NoBody],
  // Forms, their questions, invitations and submissions (contract/forms.ts; ADR 0061).
  ["POST", `/api/v1/forms/${string}/form_questions`, In<typeof formQuestionCreateInput>],
  ["POST", `/api/v1/forms/${string}/form_invitations`, In<typeof formInvitationCreateInput>],
  ["POST", "/api/v1/forms", In<typeof formCreateInput>],
  ["PATCH" | "PUT", `/api/v1/forms/${string}`, In<typeof formUpdateInput>],
  ["DELETE", `/api/v1/forms/${string}`, NoBody],
  ["POST", `/api/v1/form_questions/${string}/move`, In<typeof formQuestionMoveInput>],
  ["PATCH" | "PUT", `/api/v1/form_questions/${string}`, In<typeof formQuestionUpdateInput>],
  ["DELETE", `/api/v1/form_questions/${string}`, NoBody],
  ["POST", "/api/v1/form_submissions", In<typeof formSubmissionCreateInput>],
  // Notification templates (contract/notification-template-edit.ts; ADR 0060).
  ["POST", `/api/v1/notification_templates/${string}/reset`, NoBody],
  ["POST", `/api/v1/notification_templates/${string}/preview`, In<typeof notificationTemplatePreviewInput>],
  ["PATCH" | "PUT", `/api/v1/notification_templates/${string}`, In<typeof notificationTemplateUpdateInput>],
  // The contact form (contract/contact-messages.ts).
  ["POST", "/api/v1/contact_messages", In<typeof contactMessageInput>],
  // The volunteer pool (contract/volunteer-pool.ts; ADR 0063).
  ["PUT", "/api/v1/volunteer_profile", In<typeof volunteerProfileInput>],
  ["POST", `/api/v1/volunteer_profiles/${string}/volunteer_profile_replies`, In<typeof volunteerProfileReplyInput>],
  // Conversations (contract/conversations.ts, ADR 0064).
  ["POST", `/api/v1/conversations/${string}/conversation_messages`, In<typeof conversationMessageInput>],
  ["POST", `/api/v1/conversations/${string}/read`, NoBody],
  ["POST", "/api/v1/conversations", In<typeof conversationStartInput>],
  // In-app notifications (contract/notifications.ts; ADR 0065).
  ["POST", "/api/v1/notifications/read_all", In<typeof readAllNotificationsInput>],
  ["POST", `/api/v1/notifications/${string}/read`, NoBody],
  // Saved searches (contract/saved-searches.ts; ADR 0066).
  ["POST", "/api/v1/saved_searches", In<typeof savedSearchCreateInput>],
  ["PATCH" | "PUT", `/api/v1/saved_searches/${string}`, In<typeof savedSearchUpdateInput>],
  ["DELETE", `/api/v1/saved_searches/${string}`, NoBody],
  ["POST", "/api/v1/digest_unsubscriptions", In<typeof digestUnsubscriptionInput>],
  // Workshops (contract/workshops.ts; ADR 0072): signing up and withdrawing first (the more specific paths).
  ["POST" | "DELETE", `/api/v1/workshops/${string}/signup`, NoBody],
  ["POST", "/api/v1/workshops", In<typeof workshopCreateInput>],
  ["PATCH" | "PUT", `/api/v1/workshops/${string}`, In<typeof workshopUpdateInput>],
  ["DELETE", `/api/v1/workshops/${string}`, NoBody],
];

type Find<M extends WriteMethod, P extends string, Rows> = Rows extends [infer Row, ...infer Rest]
  ? Row extends [infer RowMethods, infer RowPath, infer Body]
    ? M extends RowMethods
      ? P extends RowPath
        ? { body: Body }
        : Find<M, P, Rest>
      : Find<M, P, Rest>
    : never
  : { unknown: true };

/** Over the rows as a union (not by recursion: a recursive union stops at TypeScript's depth of 50 rows). */
type PathOfRow<M extends WriteMethod, Row> = Row extends [infer RowMethods, infer RowPath, unknown]
  ? M extends RowMethods
    ? RowPath
    : never
  : never;
type PathsOf<M extends WriteMethod, Rows extends unknown[]> = PathOfRow<M, Rows[number]>;

/** The paths the app may send `M` to (the table above). */
export type WritePath<M extends WriteMethod> = PathsOf<M, ApiWrites>;

/** The body of a write: the contract's input for its method and path, as on the wire. */
export type WriteBody<M extends WriteMethod, P extends string> = Find<M, P, ApiWrites> extends { body: infer B } ? B : never;
