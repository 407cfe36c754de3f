/**
 * POST /api/v1/digest_unsubscriptions (ADR 0066): the periodic mail's unsubscribe link, without signing in. The
 * token (config/signed-tokens.ts) names the user; it must be signed with the app's secret, for this tenant and this
 * purpose — anything else is a 400 on the token's pointer; a good token of a user who no longer exists is a 404.
 * The user's digest days become none (saying it twice answers the same).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { verifyToken } from "../../../config/signed-tokens";
import {
  DIGEST_UNSUBSCRIPTION_RESOURCE_TYPES,
  digestUnsubscriptionAttributes,
  digestUnsubscriptionInput,
} from "../../../contract/digest";
import { errorMessage } from "../../../contract/messages";
import { users } from "../../../db/schema";
import { JsonApiError, notFound } from "../../jsonapi/errors";
import { resource, toDocument } from "../../jsonapi/serialize";
import { body, type ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import type { ApiEnv, Validated } from "../../types";

type Create = ValidBody<z.output<typeof digestUnsubscriptionInput>>;

async function unsubscribe(c: Validated<{ json: Create }>) {
  const { data, pointer } = c.req.valid("json");
  const tenantId = c.get("tenant").id;
  const claims = await verifyToken(c.env, data.token, { tenantId, purpose: "digest-unsubscribe" });
  if (!claims) {
    throw new JsonApiError(400, [
      {
        code: "invalid_token",
        detail: "This unsubscribe link is invalid.",
        source: { pointer: `${pointer}/token` },
        meta: { message: errorMessage("digest:unsubscribe.invalid") },
      },
    ]);
  }
  const [user] = await c
    .get("db")
    .update(users)
    .set({ digestDays: [], updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, claims.userId), eq(users.tenantId, tenantId)))
    .returning({ id: users.id, digestDays: users.digestDays });
  if (!user) throw notFound("The account of this link was not found.");
  const attributes = digestUnsubscriptionAttributes.parse({ digestDays: user.digestDays });
  return jsonApi(c, toDocument({ data: resource("digest_unsubscriptions", user.id, attributes) }), 200);
}

export const digestUnsubscriptionRoutes = new Hono<ApiEnv>().post(
  "/",
  body({ schema: digestUnsubscriptionInput, types: DIGEST_UNSUBSCRIPTION_RESOURCE_TYPES }),
  unsubscribe,
);
