/**
 * The API's resources as the UI receives them (camelCased by the client), kept in one place until the contract
 * module (issue 13 item 1: per-resource Zod schemas and the wire types derived from them) replaces this file: swap
 * these declarations for re-exports of the contract's types and the screens keep compiling. List answers are typed
 * by `getList`/`ListResponse` in api.server.ts.
 */
import type { Role, UserStatus } from "./roles";

export type { ListMeta, ListResponse } from "./api.server";

/** GET /api/v1/users/{id}, /api/v1/current_user (`include=roles,organizations` fills the optional lists). */
export interface ApiUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  jobTitle: string | null;
  gender: "male" | "female" | "other" | null;
  digestDays: number[] | null;
  organizationId: string | number | null;
  status: UserStatus;
  signupMethod: string | null;
  confirmed: boolean;
  createdAt: string | null;
  locale: string | null;
  roles?: { id: string; name: Role; organizationId: string | number | null }[];
  organizations?: { id: string; name: string; type: string }[];
}
