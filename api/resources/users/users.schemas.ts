/**
 * What the users routes take: their query specs, imported by the routes (validators) and the handlers (types), so
 * neither imports the other. The bodies are the contract's (contract/users.ts).
 */
import { z } from "zod";
import { USER_STATUSES } from "../../../config/accounts";
import { ROLES } from "../../../db/schema";
import { listFilter } from "../../jsonapi/query";
import { wholeNumber } from "../../middleware/params";

export const LIST_USERS_QUERY = {
  include: ["roles", "organizations"],
  filters: {
    organization_id_eq: wholeNumber,
    with_role: z.enum(ROLES),
    q: z.string().trim().max(100),
    status: listFilter(z.enum(USER_STATUSES)),
  },
  sort: ["last_name", "first_name", "email", "created_at", "id"],
  defaultSort: "last_name,first_name",
  paginate: true,
} as const;
export const SHOW_USER_QUERY = { include: ["roles", "organizations"] } as const;
