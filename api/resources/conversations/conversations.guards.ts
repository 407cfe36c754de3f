/** Who may read and write which thread (ADR 0064), as route middleware that runs before the validators. */

import type { ConversationSide } from "../../../contract/conversations";
import { MATRIX } from "../../../contract/policy";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { loadThread, sideOf, type Thread } from "../../services/conversations";

const PATH_THREAD = defineContextKey<Thread>("pathThread");
const READER_SIDE = defineContextKey<ConversationSide>("conversationSide");
export const pathThreadOf = PATH_THREAD.get;
export const readerSideOf = READER_SIDE.get;

/**
 * The thread with this path id, and the reader's side in it. Unknown, another tenant's and one the reader takes no
 * part in all answer 404: a thread's existence is private to its two sides.
 */
export const pathThread = guard(async (c) => {
  requireUser(c);
  const thread = await loadThread(c, idParam(c));
  const side = thread ? sideOf(actorOf(c), thread) : null;
  if (!thread || !side) throw notFound();
  PATH_THREAD.set(c, thread);
  READER_SIDE.set(c, side);
});

/**
 * Starting a thread: a volunteer or student (from a vacancy) or someone who acts for an organisation somewhere (from
 * an application) — 401 signed out, 403 for anyone else, before the body is read. Which vacancy or application the
 * body names, and whether the user may start from it, the handler checks.
 */
export const startsThreads = guard((c) => {
  const { roles } = requireUser(c);
  const may = roles.some(
    (r) => r.role === "volunteer" || r.role === "student" || MATRIX["organization.manage"][r.role] !== undefined,
  );
  if (!may) throw forbidden();
});
