/**
 * /api/v1/conversations (SPEC §2 /conversations; ADR 0064): threads between a volunteer and an organisation. Each
 * route lists its guards first (signed in; the path's thread and the reader's side in it — 404 for anyone who takes
 * no part, also another tenant's thread), then what it takes, then the handler; the writes go through
 * api/services/conversations.ts (a message, its notification and its throttled mail in one batch).
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  CONVERSATION_MESSAGE_TYPES,
  CONVERSATION_TYPES,
  conversationMessageInput,
  MAX_CONVERSATION_MESSAGES_PAGE,
  MAX_CONVERSATIONS_PAGE_SIZE,
} from "../../../contract/conversations";
import { signedIn } from "../../middleware/guard";
import { wholeNumber } from "../../middleware/params";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { pathThread, startsThreads } from "./conversations.guards";
import {
  listConversations,
  markConversationRead,
  postConversationMessage,
  showConversation,
  startBody,
  startConversation,
} from "./conversations.handlers";

export const LIST_CONVERSATIONS_QUERY = {
  paginate: true,
  maxPageSize: MAX_CONVERSATIONS_PAGE_SIZE,
  fieldTypes: ["conversations"],
} as const;

/** A thread's newest messages (`page[size]`, capped); `filter[before]` = a message id: the ones before it. */
export const SHOW_CONVERSATION_QUERY = {
  filters: { before: wholeNumber },
  paginate: true,
  maxPageSize: MAX_CONVERSATION_MESSAGES_PAGE,
  fieldTypes: ["conversations", "conversation_messages"],
} as const;

export const conversationRoutes = new Hono<ApiEnv>()
  .get("/", signedIn, query(LIST_CONVERSATIONS_QUERY), listConversations)
  .post("/", startsThreads, startBody, startConversation)
  .get("/:id", signedIn, pathThread, query(SHOW_CONVERSATION_QUERY), showConversation)
  .post(
    "/:id/conversation_messages",
    signedIn,
    pathThread,
    body({ schema: conversationMessageInput, types: CONVERSATION_MESSAGE_TYPES }),
    postConversationMessage,
  )
  .post(
    "/:id/read",
    signedIn,
    pathThread,
    body({ schema: z.object({}).strict(), types: CONVERSATION_TYPES }),
    markConversationRead,
  );
