/**
 * MSW handlers for PDOK Locatieserver (api/services/pdok.ts) in its real response shape: `response.docs[]` with
 * straatnaam, woonplaatsnaam, gemeentenaam, postcode, huisnummer, huisletter, huisnummertoevoeging and
 * `centroide_ll` = `POINT(lon lat)`. `pdokHandlers(addresses)` knows the given addresses (found) and nothing else
 * (not found); `pdokDownHandlers()` answers 503. Each records the requests in `requests` when given.
 */
import { HttpResponse, http } from "msw";
import { PDOK_DEFAULT_BASE_URL } from "../api/services/pdok";

export interface PdokAddress {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  straatnaam: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
  lat: number;
  lon: number;
}

/** Two real addresses (centroids rounded) for tests. */
export const PDOK_ADDRESSES: PdokAddress[] = [
  {
    postcode: "8096CP",
    huisnummer: 1,
    straatnaam: "Raadhuislaan",
    woonplaatsnaam: "Oldebroek",
    gemeentenaam: "Oldebroek",
    lat: 52.44462,
    lon: 5.90213,
  },
  {
    postcode: "6041EL",
    huisnummer: 22,
    huisletter: "A",
    straatnaam: "Markt",
    woonplaatsnaam: "Roermond",
    gemeentenaam: "Roermond",
    lat: 51.19417,
    lon: 5.98738,
  },
];

const FREE_URL = `${PDOK_DEFAULT_BASE_URL}/free`;

/** The `fq` filter value of a field (`fq=postcode:8096CP`). */
const filterOf = (url: URL, field: string) =>
  url.searchParams
    .getAll("fq")
    .find((f) => f.startsWith(`${field}:`))
    ?.slice(field.length + 1);

/** Postcodes (`fq=type:postcode`, the vacancy search's `filter[near]`): centroids rounded from PDOK. */
export interface PdokPostcode {
  postcode: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
  lat: number;
  lon: number;
}

export const PDOK_POSTCODES: PdokPostcode[] = [
  { postcode: "8096CP", woonplaatsnaam: "Oldebroek", gemeentenaam: "Oldebroek", lat: 52.4446, lon: 5.9021 },
  { postcode: "8091AA", woonplaatsnaam: "Wezep", gemeentenaam: "Oldebroek", lat: 52.4625, lon: 6.0055 },
  { postcode: "8011AA", woonplaatsnaam: "Zwolle", gemeentenaam: "Zwolle", lat: 52.5125, lon: 6.0944 },
  { postcode: "6041EL", woonplaatsnaam: "Roermond", gemeentenaam: "Roermond", lat: 51.1942, lon: 5.9874 },
  { postcode: "5911AA", woonplaatsnaam: "Venlo", gemeentenaam: "Venlo", lat: 51.3704, lon: 6.1724 },
];

function postcodeDocs(url: URL, postcodes: PdokPostcode[]) {
  const wanted = /^postcode:(\S+)$/.exec(url.searchParams.get("q") ?? "")?.[1]?.toUpperCase();
  return postcodes
    .filter((p) => p.postcode === wanted)
    .map((p) => ({
      type: "postcode",
      weergavenaam: `${p.postcode} ${p.woonplaatsnaam}`,
      postcode: p.postcode,
      woonplaatsnaam: p.woonplaatsnaam,
      gemeentenaam: p.gemeentenaam,
      centroide_ll: `POINT(${p.lon} ${p.lat})`,
    }));
}

export function pdokHandlers(
  addresses: PdokAddress[] = PDOK_ADDRESSES,
  requests: URL[] = [],
  postcodes: PdokPostcode[] = PDOK_POSTCODES,
) {
  return [
    http.get(FREE_URL, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      if (url.searchParams.getAll("fq").includes("type:postcode")) {
        const docs = postcodeDocs(url, postcodes);
        return HttpResponse.json({ response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs } });
      }
      const postcode = filterOf(url, "postcode");
      const number = filterOf(url, "huisnummer");
      const docs = addresses
        .filter((a) => a.postcode === postcode && String(a.huisnummer) === number)
        .map((a) => ({
          type: "adres",
          weergavenaam: `${a.straatnaam} ${a.huisnummer}${a.huisletter ?? ""}, ${a.postcode} ${a.woonplaatsnaam}`,
          straatnaam: a.straatnaam,
          huisnummer: a.huisnummer,
          ...(a.huisletter ? { huisletter: a.huisletter } : {}),
          ...(a.huisnummertoevoeging ? { huisnummertoevoeging: a.huisnummertoevoeging } : {}),
          postcode: a.postcode,
          woonplaatsnaam: a.woonplaatsnaam,
          gemeentenaam: a.gemeentenaam,
          centroide_ll: `POINT(${a.lon} ${a.lat})`,
        }));
      return HttpResponse.json({ response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs } });
    }),
  ];
}

export function pdokDownHandlers(requests: URL[] = []) {
  return [
    http.get(FREE_URL, ({ request }) => {
      requests.push(new URL(request.url));
      return new HttpResponse("Service Unavailable", { status: 503 });
    }),
  ];
}
