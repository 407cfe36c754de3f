// The router Remix 2.17 runs loaders with (a dependency of @remix-run/react): proves what the ErrorBoundary receives.
import { createStaticHandler, isRouteErrorResponse } from "@remix-run/router";
import { type DefaultBodyType, HttpResponse, http, type StrictRequest } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API_TEST_BASE_URL, errorObject, jsonApi, jsonApiError } from "../../mocks/api-contract";
import { server } from "../../mocks/node";
import { type ApiClientOptions, ApiError, apiFieldErrors, createApiClient, encodeQuery, WrongCenterError } from "./api.server";
import { isRouteErrorData } from "./route-errors";

const BASE = API_TEST_BASE_URL;
const API = `${BASE}/api/v1`;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { accessToken: "tok-1", client: "cli-1", uid: "anna@example.nl" };

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: BASE,
    fetch: (r) => fetch(r),
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: 1,
    currentOrganizationId: null,
    locale: "nl",
    auth: null,
    retryDelayMs: 5,
    ...overrides,
  });
}

/** Collects every request MSW sees for `url` and answers with the given responses in turn (last one repeats). */
function sequence(method: "get" | "post" | "put" | "patch" | "delete", url: string, ...responses: Array<() => Response>) {
  const requests: StrictRequest<DefaultBodyType>[] = [];
  server.use(
    http[method](url, ({ request }) => {
      requests.push(request.clone());
      return responses[Math.min(requests.length - 1, responses.length - 1)]();
    }),
  );
  return requests;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the request to fail");
}

/** What a thrown `data()` looks like before Remix turns it into an ErrorResponse. */
function expectRouteError(thrown: unknown, status: number, reason: string) {
  expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status }, data: { status, reason } });
  expect(isRouteErrorData((thrown as { data: unknown }).data)).toBe(true);
}

const ok = () => jsonApi({ data: { type: "pages", id: "1", attributes: { title: "Home" } } });

describe("request headers (SPEC §7)", () => {
  it("sends tenant, context, centre, organisation, auth trio, locale, accept and request id", async () => {
    const requests = sequence("get", `${API}/current_user`, ok);
    await makeClient({ auth: signedIn, currentOrganizationId: 42, locale: "en", requestId: "req-abc" }).get(
      "/api/v1/current_user",
    );

    const h = requests[0].headers;
    expect(h.get("X-Tenant")).toBe("oldebroek");
    expect(h.get("App-Context")).toBe("gelderland");
    expect(h.get("Volunteer-Center-Id")).toBe("1");
    expect(h.get("Current-Organization-Id")).toBe("42");
    expect(h.get("access-token")).toBe("tok-1");
    expect(h.get("client")).toBe("cli-1");
    expect(h.get("uid")).toBe("anna@example.nl");
    expect(h.get("token-type")).toBe("Bearer");
    expect(h.get("Accept-Language")).toBe("en");
    expect(h.get("Accept")).toBe("application/vnd.api+json");
    expect(h.get("X-Request-Id")).toBe("req-abc");
    expect(h.has("Content-Type")).toBe(false);
  });

  it("leaves out the organisation, centre and auth headers when there are none", async () => {
    const requests = sequence("get", `${API}/pages`, ok);
    await makeClient({ volunteerCenterId: null }).get("/api/v1/pages");

    const h = requests[0].headers;
    expect(h.has("Current-Organization-Id")).toBe(false);
    expect(h.has("Volunteer-Center-Id")).toBe(false);
    for (const name of ["access-token", "client", "uid", "token-type", "X-Request-Id"]) expect(h.has(name)).toBe(false);
    expect(h.get("X-Tenant")).toBe("oldebroek");
  });
});

describe("bodies and results", () => {
  it("sends a body as the contract's input, byte for byte (no re-casing, JSON values untouched), as JSON:API when it has data", async () => {
    const requests = sequence("put", `${API}/organizations/5`, ok);
    const attributes = {
      name: "Zorg",
      address: { postal_code: "8096 AB", house_number: "1" },
      // A JSON value's keys are its own: none of them may be re-cased on the way.
      nov_checklist: { imagePosition: true, image_position: false, "e-mail": true, "Vraag 1": false } as never,
    };
    await makeClient().put("/api/v1/organizations/5", { body: { data: { type: "organizations", id: "5", attributes } } });
    expect(requests[0].headers.get("Content-Type")).toBe("application/vnd.api+json");
    expect(await requests[0].text()).toBe(JSON.stringify({ data: { type: "organizations", id: "5", attributes } }));
  });

  it("sends plain bodies as application/json", async () => {
    const requests = sequence("post", `${BASE}/auth/password`, () => HttpResponse.json({ success: true, message: "Sent" }));
    const result = await makeClient().post("/auth/password", { body: { email: "a@b.nl", redirect_url: "/x" } });
    expect(requests[0].headers.get("Content-Type")).toBe("application/json");
    expect(await requests[0].json()).toEqual({ email: "a@b.nl", redirect_url: "/x" });
    expect(result.data).toEqual({ success: true, message: "Sent" });
  });

  it("returns camelCased, flattened data with included relations merged (contract fake)", async () => {
    const result = await makeClient().get("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      id: "1",
      type: "volunteer_centers",
      name: "Vrijwilligerscentrale Oldebroek",
      phoneNumber: "0525 123 456",
      profile: {
        id: "11",
        type: "volunteer_center_profiles",
        primaryColorPreset: "indigo",
        headerSticky: true,
        footerColumns: [{ title: "Contact", content: "Bel ons" }],
      },
    });
  });

  it("leaves a relation as a ref when it was not included", async () => {
    const { data } = await makeClient().get<{ profile: unknown }>("/api/v1/volunteer_centers/current");
    expect(data.profile).toEqual({ id: "11", type: "volunteer_center_profiles" });
  });

  it("camelCases meta and links, and answers null data for 204", async () => {
    const { meta } = await makeClient().get("/api/v1/pages", { query: { filter: { pageType: "news" } } });
    expect(meta).toEqual({ totalCount: 1 });

    sequence("delete", `${API}/users/3`, () => new HttpResponse(null, { status: 204 }));
    const deleted = await makeClient().delete("/api/v1/users/3");
    expect(deleted).toMatchObject({ data: null, status: 204 });
  });
});

describe("query encoding", () => {
  it("uses JSON:API bracket notation with snake_case names", () => {
    expect(
      encodeQuery({
        include: "profile",
        filter: { pageType: "news", slug: "", skipped: undefined, gone: null },
        page: { number: 2, size: 10 },
        sort: "-published_at",
        fields: { pages: "title,slug" },
        ids: [1, 2, 3],
      }),
    ).toBe(
      "include=profile&filter[page_type]=news&filter[slug]=&page[number]=2&page[size]=10&sort=-published_at&fields[pages]=title,slug&ids=1,2,3",
    );
    expect(encodeQuery({ filter: { q: "a&b=c ë" } })).toBe("filter[q]=a%26b%3Dc%20%C3%AB");
    expect(encodeQuery(undefined)).toBe("");
  });

  it("sends the query and the fake filters by it (empty slug = home page)", async () => {
    const requests: string[] = [];
    server.events.on("request:start", ({ request }) => requests.push(request.url));
    const { data } = await makeClient().get<Array<{ title: string }>>("/api/v1/pages", { query: { filter: { slug: "" } } });
    server.events.removeAllListeners();
    expect(requests).toEqual([`${API}/pages?filter[slug]=`]);
    expect(data.map((p) => p.title)).toEqual(["Home"]);
  });

  it("appends to a query already in the path", async () => {
    const requests = sequence("get", `${API}/current_organization`, ok);
    await makeClient().get("/api/v1/current_organization?include=address,profile", { query: { fields: { addresses: "city" } } });
    expect(new URL(requests[0].url).search).toBe("?include=address,profile&fields[addresses]=city");
  });
});

describe("auth refresh", () => {
  it("hands new auth headers to onAuthRefresh and uses them for the next request", async () => {
    const onAuthRefresh = vi.fn();
    const requests = sequence(
      "get",
      `${API}/current_user`,
      () =>
        jsonApi(
          { data: { type: "users", id: "1", attributes: {} } },
          {
            headers: {
              "access-token": "tok-2",
              client: "cli-1",
              uid: "anna@example.nl",
              expiry: "1900000000",
              "token-type": "Bearer",
            },
          },
        ),
      ok,
    );
    const client = makeClient({ auth: signedIn, onAuthRefresh });
    await client.get("/api/v1/current_user");
    expect(onAuthRefresh).toHaveBeenCalledTimes(1);
    expect(onAuthRefresh).toHaveBeenCalledWith({
      accessToken: "tok-2",
      client: "cli-1",
      uid: "anna@example.nl",
      expiry: "1900000000",
      tokenType: "Bearer",
    });
    expect(client.auth?.accessToken).toBe("tok-2");

    await client.get("/api/v1/current_user");
    expect(requests[1].headers.get("access-token")).toBe("tok-2");
    expect(onAuthRefresh).toHaveBeenCalledTimes(1);
  });

  it("does not report the same auth headers again (the session cookie is rewritten only on a real refresh)", async () => {
    const onAuthRefresh = vi.fn();
    sequence("get", `${API}/current_user`, () =>
      jsonApi(
        { data: null },
        {
          headers: {
            "access-token": signedIn.accessToken,
            client: signedIn.client,
            uid: signedIn.uid,
          },
        },
      ),
    );
    const client = makeClient({ auth: signedIn, onAuthRefresh });
    await client.get("/api/v1/current_user");
    expect(onAuthRefresh).not.toHaveBeenCalled();
    expect(client.auth).toEqual(signedIn);
  });

  it("ignores an empty access-token (devise batch buffer)", async () => {
    const onAuthRefresh = vi.fn();
    sequence("get", `${API}/current_user`, () =>
      jsonApi({ data: null }, { headers: { "access-token": "", client: "cli-1", uid: "anna@example.nl" } }),
    );
    const client = makeClient({ auth: signedIn, onAuthRefresh });
    await client.get("/api/v1/current_user");
    expect(onAuthRefresh).not.toHaveBeenCalled();
    expect(client.auth).toEqual(signedIn);
  });
});

describe("retries (ADR 0003)", () => {
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(RETRIED)("retries a GET once on %i, then succeeds", async (status) => {
    const requests = sequence("get", `${API}/pages/1`, () => jsonApiError(status, "busy", "Busy"), ok);
    const result = await makeClient().get<{ title: string }>("/api/v1/pages/1");
    expect(requests).toHaveLength(2);
    expect(result.data.title).toBe("Home");
  });

  it("gives up after the one retry: a GET failing twice is an error", async () => {
    const requests = sequence("get", `${API}/pages/1`, () => jsonApiError(503, "down", "Down"));
    const thrown = await rejection(makeClient().get("/api/v1/pages/1"));
    expect(requests).toHaveLength(2);
    expectRouteError(thrown, 503, "error");

    const again = sequence("get", `${API}/pages/2`, () => jsonApiError(429, "slow_down", "Too many requests"));
    const apiError = await rejection(makeClient().get("/api/v1/pages/2"));
    expect(again).toHaveLength(2);
    expect(apiError).toBeInstanceOf(ApiError);
    expect((apiError as ApiError).status).toBe(429);
  });

  it.each(["post", "put", "patch", "delete"] as const)("never retries %s", async (method) => {
    for (const status of RETRIED) {
      const requests = sequence(method, `${API}/applications/${status}`, () => jsonApiError(status, "x", "X"), ok);
      await rejection(
        makeClient().request(method.toUpperCase() as "POST", `/api/v1/applications/${status}`, {
          body: { status: "withdrawn" },
          errors: "throw",
        }),
      );
      expect(requests, `${method} on ${status}`).toHaveLength(1);
    }
  });

  it("does not retry statuses outside the list", async () => {
    for (const status of [400, 401, 404, 422, 501]) {
      const requests = sequence("get", `${API}/pages/${status}`, () => jsonApiError(status, "x", "X"), ok);
      await rejection(makeClient().get(`/api/v1/pages/${status}`));
      expect(requests, `GET on ${status}`).toHaveLength(1);
    }
  });

  it("retries a GET once on a network error, not a POST", async () => {
    const requests = sequence("get", `${API}/pages/1`, () => HttpResponse.error(), ok);
    const { data } = await makeClient().get<{ title: string }>("/api/v1/pages/1");
    expect(requests).toHaveLength(2);
    expect(data.title).toBe("Home");

    const twice = sequence("get", `${API}/pages/2`, () => HttpResponse.error());
    await expect(makeClient().get("/api/v1/pages/2")).rejects.toThrow(TypeError);
    expect(twice).toHaveLength(2);

    const posts = sequence("post", `${API}/applications`, () => HttpResponse.error(), ok);
    await expect(makeClient().post("/api/v1/applications", { body: { vacancy_id: 1 } })).rejects.toThrow(TypeError);
    expect(posts).toHaveLength(1);
  });

  it("counts requests through the injected fetch too (in-process mode)", async () => {
    const fetchFn = vi.fn(async (_r: Request) => new Response("{}", { status: 502 }));
    await rejection(makeClient({ fetch: fetchFn }).get("/api/v1/pages"));
    expect(fetchFn).toHaveBeenCalledTimes(2);
    fetchFn.mockClear();
    await rejection(makeClient({ fetch: fetchFn }).request("POST", "/api/v1/pages", { body: {} }));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("honours a short Retry-After and ignores a long one", async () => {
    let busy = true;
    server.use(
      http.get(`${API}/pages/3`, () => {
        if (!busy) return ok();
        busy = false;
        return jsonApi({ errors: [errorObject(429, "x", "X")] }, { status: 429, headers: { "Retry-After": "1" } });
      }),
      http.get(`${API}/pages/4`, () => {
        if (!busy) return ok();
        busy = false;
        return jsonApi({ errors: [errorObject(503, "x", "X")] }, { status: 503, headers: { "Retry-After": "120" } });
      }),
    );
    let start = Date.now();
    await makeClient().get("/api/v1/pages/3");
    expect(Date.now() - start).toBeGreaterThanOrEqual(950);

    busy = true;
    start = Date.now();
    await makeClient().get("/api/v1/pages/4");
    expect(Date.now() - start).toBeLessThan(900);
  });
});

describe("errors (SPEC §8)", () => {
  it("maps nested and array pointers to Conform field names", () => {
    const error = new ApiError("x", {
      status: 422,
      method: "PATCH",
      path: "/x",
      errors: [
        { detail: "Invalid postcode", source: { pointer: "/data/attributes/postal_address/postal_code" } },
        { detail: "Required", source: { pointer: "/data/attributes/time_slots/1/start_time" } },
        { detail: "Also invalid", source: { pointer: "/data/attributes/postal_address/postal_code" } },
        { title: "Whole document wrong", source: { pointer: "/data" } },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({
      formErrors: ["Whole document wrong"],
      fieldErrors: { "postalAddress.postalCode": ["Invalid postcode", "Also invalid"], "timeSlots[1].startTime": ["Required"] },
    });
  });

  it("throws 404 as a route error response with reason not_found", async () => {
    sequence("get", `${API}/pages/99`, () => jsonApiError(404, "not_found", "Not found"));
    expectRouteError(await rejection(makeClient().get("/api/v1/pages/99")), 404, "not_found");
  });

  it.each([
    [401, "unauthorized"],
    [403, "forbidden"],
    [500, "error"],
  ])("throws %i as a route error with reason %s", async (status, reason) => {
    sequence("get", `${API}/current_user`, () =>
      jsonApi({ errors: [errorObject(status, "x", "X")] }, { status, headers: { "X-Request-Id": "api-req-1" } }),
    );
    const thrown = await rejection(makeClient().get("/api/v1/current_user"));
    expectRouteError(thrown, status, reason);
    expect(thrown).toMatchObject({ data: { requestId: "api-req-1" } });
  });

  it("reaches the ErrorBoundary as an ErrorResponse with status and RouteErrorData (Remix's router)", async () => {
    sequence("get", `${API}/pages/99`, () => jsonApiError(404, "not_found", "Not found"));
    const handler = createStaticHandler([
      { id: "root", path: "/", hasErrorBoundary: true, loader: () => makeClient().get("/api/v1/pages/99") },
    ]);
    const context = await handler.query(new Request("http://app.test/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const error = context.errors?.root;
    expect(context.statusCode).toBe(404);
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(isRouteErrorResponse(error) && error.data).toEqual({ reason: "not_found", status: 404 });
  });

  it("throws 422 as ApiError with the camelCased errors list and pointers", async () => {
    sequence("post", `${API}/users`, () =>
      jsonApi(
        {
          errors: [
            errorObject(422, "blank", "Invalid", "First name can't be blank", { pointer: "/data/attributes/first_name" }),
            errorObject(422, "taken", "Invalid", "Email is taken", { pointer: "/data/attributes/email" }),
            errorObject(422, "bad_param", "Invalid", "Bad include", { parameter: "include" }),
          ],
        },
        { status: 422, headers: { "X-Request-Id": "api-req-2" } },
      ),
    );
    const error = await rejection(
      makeClient().post("/api/v1/users", {
        body: { data: { type: "users", attributes: { email: "a@b.nl", first_name: "", last_name: "B", role: "volunteer" } } },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.requestId).toBe("api-req-2");
    expect(apiError.message).toBe("POST /api/v1/users failed with 422: First name can't be blank");
    expect(apiError.errors).toEqual([
      {
        status: "422",
        code: "blank",
        title: "Invalid",
        detail: "First name can't be blank",
        source: { pointer: "/data/attributes/first_name" },
      },
      { status: "422", code: "taken", title: "Invalid", detail: "Email is taken", source: { pointer: "/data/attributes/email" } },
      { status: "422", code: "bad_param", title: "Invalid", detail: "Bad include", source: { parameter: "include" } },
    ]);
    expect(apiFieldErrors(apiError)).toEqual({
      formErrors: ["Bad include"],
      fieldErrors: { firstName: ["First name can't be blank"], email: ["Email is taken"] },
    });
  });

  it.each([400, 409])("throws %i as ApiError for the caller", async (status) => {
    sequence("post", `${API}/confirm`, () => jsonApiError(status, "x", "Nope"));
    const error = await rejection(makeClient().post("/api/v1/confirm", { body: { confirmation_token: "t" } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, errors: [{ title: "Nope" }] });
  });

  it("rethrows a 'wrong center' message as WrongCenterError (throw mode) or a wrong_center route error", async () => {
    const message = "User belongs to the Wrong Center";
    sequence("get", `${API}/current_user`, () => jsonApiError(403, "wrong_center", "Forbidden", message));
    const error = await rejection(makeClient().get("/api/v1/current_user", { errors: "throw" }));
    expect(error).toBeInstanceOf(WrongCenterError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(message);

    expectRouteError(await rejection(makeClient().get("/api/v1/current_user")), 403, "wrong_center");
  });

  it("recognises 'wrong center' in devise-style string errors", async () => {
    sequence("post", `${BASE}/auth/sign_in`, () =>
      HttpResponse.json({ success: false, errors: ["Wrong center: sign in on your own website"] }, { status: 401 }),
    );
    const error = await rejection(
      makeClient().post("/auth/sign_in", { body: { email: "a@b.nl", password: "x" }, errors: "throw" }),
    );
    expect(error).toBeInstanceOf(WrongCenterError);
    expect((error as Error).message).toBe("Wrong center: sign in on your own website");
  });

  it("throws ApiError for every error status in errors:'throw' mode", async () => {
    sequence("get", `${API}/pages/99`, () => jsonApiError(404, "not_found", "Not found", "No page"));
    const error = await rejection(makeClient().get("/api/v1/pages/99", { errors: "throw" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errors: [{ code: "not_found", detail: "No page" }] });

    sequence("post", `${BASE}/auth/sign_in`, () =>
      HttpResponse.json({ success: false, errors: ["Invalid login credentials"] }, { status: 401 }),
    );
    const devise = await rejection(makeClient().post("/auth/sign_in", { body: { email: "", password: "" }, errors: "throw" }));
    expect(devise).toMatchObject({ status: 401, errors: [{ status: "401", detail: "Invalid login credentials" }] });
  });

  it("reports every error to onError, including those mapped to route errors", async () => {
    const onError = vi.fn();
    sequence("get", `${API}/pages/1`, () => new HttpResponse("<html>Bad gateway</html>", { status: 502 }));
    const thrown = await rejection(makeClient({ onError }).get("/api/v1/pages/1"));
    expectRouteError(thrown, 502, "error");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toMatchObject({ name: "ApiError", status: 502, errors: [] });
  });
});

describe("errors across bundles and devise bodies (accounts)", () => {
  it("recognises an ApiError made by another copy of the class (the Worker bundles load-context apart)", () => {
    const foreign = Object.assign(new Error("x"), { name: "ApiError", status: 422, errors: [] });
    expect(foreign instanceof ApiError).toBe(true);
    expect(Object.assign(new Error("x"), { name: "WrongCenterError", errors: [] }) instanceof WrongCenterError).toBe(true);
    expect(new Error("x") instanceof ApiError).toBe(false);
  });

  it("reads devise's {success: false, errors: [string]} as error objects", async () => {
    const client = createApiClient({
      baseUrl: "http://api.test",
      fetch: async () =>
        new Response(JSON.stringify({ success: false, errors: ["Invalid login credentials. Please try again."] }), {
          status: 401,
        }),
      tenant: "oldebroek",
      appContext: "gelderland",
      volunteerCenterId: 1,
      currentOrganizationId: null,
      locale: "nl",
      auth: null,
    });
    const error = await client
      .post("/auth/sign_in", { body: { email: "a@b.nl", password: "" }, errors: "throw" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.detail).toBe("Invalid login credentials. Please try again.");
  });
});
