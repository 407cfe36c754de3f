/** Who may handle uploads (contract/policy.ts `content.manage`), and the upload a `/uploads/{id}` route names. */

import { and, eq } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { uploads } from "../../../db/schema";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import type { UploadRow } from "../../services/uploads";

const PATH_UPLOAD = defineContextKey<UploadRow>("pathUpload");
export const pathUploadOf = PATH_UPLOAD.get;

/** The upload with this path id in the tenant, or 404 (another tenant's ids look like unknown ones). */
export const pathUpload = guard(async (c) => {
  const s = scope(c);
  const [row] = await s.db
    .select()
    .from(uploads)
    .where(and(s.where(uploads, eq(uploads.id, idParam(c)))))
    .limit(1);
  if (!row) throw notFound();
  PATH_UPLOAD.set(c, row);
});

/** content.manage for the request's centre (the files are the centre's). */
export const managesCentreContent = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "content.manage", { centerId: scope(c).centerId() })) throw forbidden();
});

/** content.manage for the centre of the path's upload. */
export const managesPathUpload = guard((c) => {
  requireUser(c);
  if (!can(actorOf(c), "content.manage", { centerId: pathUploadOf(c).volunteerCenterId })) throw forbidden();
});
