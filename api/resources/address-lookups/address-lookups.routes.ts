/**
 * GET /api/v1/address_lookups?filter[postal_code]&filter[house_number]&filter[house_number_addition]: what the
 * address forms call to fill street and city (PDOK through its D1 cache, api/services/pdok.ts). A list of one
 * lookup (none without filters), always 200 with `result` found / not_found / unavailable, so a form knows whether to ask for the street by hand; a postcode that
 * is not Dutch is a 400 on its parameter. Limited per IP: each miss costs a PDOK request.
 */
import { Hono } from "hono";
import type { AddressLookupAttributes } from "../../../contract/addresses";
import { houseNumber, houseNumberAddition, postalCode } from "../../../contract/addresses";
import { hitPerIp, type Limit } from "../../auth/rate-limit";
import { badParameter } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { resource, toDocument } from "../../jsonapi/serialize";
import { query } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { geocode } from "../../services/pdok";
import type { ApiEnv, Validated } from "../../types";

const LOOKUPS_PER_IP: Limit = { name: "address_lookup:ip", max: 120, windowSeconds: 10 * 60 };

export const ADDRESS_LOOKUP_QUERY = {
  filters: {
    postal_code: postalCode,
    house_number: houseNumber,
    house_number_addition: houseNumberAddition,
  },
} as const;

type LookupQuery = ParsedQuery<(typeof ADDRESS_LOOKUP_QUERY)["filters"]>;

async function lookUp(c: Validated<{ query: LookupQuery }>) {
  const { filter } = c.req.valid("query");
  // A collection of lookups: nothing asked, nothing found; a postcode needs its number and the other way round.
  if (!filter.postal_code && !filter.house_number) return jsonApi(c, toDocument({ data: [], meta: { recordCount: 0 } }));
  if (!filter.postal_code) throw badParameter("filter[postal_code]", "filter[postal_code] is required.", "missing_filter");
  if (!filter.house_number) throw badParameter("filter[house_number]", "filter[house_number] is required.", "missing_filter");
  await hitPerIp(c, LOOKUPS_PER_IP);
  const addition = filter.house_number_addition ?? null;
  const answer = await geocode(c, {
    postalCode: filter.postal_code,
    houseNumber: filter.house_number,
    houseNumberAddition: addition,
  });
  const found = answer.result === "found" ? answer : null;
  const attributes: AddressLookupAttributes = {
    result: answer.result,
    postalCode: filter.postal_code,
    houseNumber: filter.house_number,
    houseNumberAddition: addition,
    street: found?.street ?? null,
    city: found?.city ?? null,
    municipality: found?.municipality ?? null,
    latitude: found?.latitude ?? null,
    longitude: found?.longitude ?? null,
  };
  const id = `${filter.postal_code.replace(" ", "")}-${filter.house_number}${addition ? `-${addition}` : ""}`;
  return jsonApi(c, toDocument({ data: [resource("address_lookups", id, attributes)], meta: { recordCount: 1 } }));
}

export const addressLookupRoutes = new Hono<ApiEnv>().get("/", query(ADDRESS_LOOKUP_QUERY), lookUp);
