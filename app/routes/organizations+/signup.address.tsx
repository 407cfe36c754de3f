/**
 * GET /organizations/signup/address?postal_code=&house_number=&addition= — the editor's lookup on blur (JS only;
 * without JS the action looks the address up, app/components/address/lookup.server.ts). Public: the sign-up asks signed out. The
 * API answers from its D1 cache or PDOK; an invalid postcode or number is `not_found` without asking.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type AddressLookup, addressQuery, lookUpAddress } from "~/components/address/lookup.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<AddressLookup> {
  const params = new URL(request.url).searchParams;
  const query = addressQuery(params.get("postal_code") ?? "", params.get("house_number") ?? "", params.get("addition") ?? "");
  if (!query) return { result: "not_found", street: null, city: null };
  return lookUpAddress(context, query);
}
