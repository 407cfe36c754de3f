import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, createApiClient } from "./api.server";
import { sendOne } from "./api-resources.server";
import { fieldOfPointer, formErrorsFromApi, schemaFields, submitForm } from "./forms.server";
import { API_ERROR_KEYS, isMessageKey } from "./validation";

const apiError = (errors: ApiError["errors"]) => new ApiError("x", { status: 422, errors, method: "POST", path: "/" });

describe("fieldOfPointer", () => {
  it("maps JSON:API, devise and PATCH /current_user pointers to form field names", () => {
    expect(fieldOfPointer("/data/attributes/first_name")).toBe("firstName");
    expect(fieldOfPointer("/user/current_password")).toBe("currentPassword");
    expect(fieldOfPointer("/email")).toBe("email");
    expect(fieldOfPointer("/reset_password_token")).toBe("resetPasswordToken");
    expect(fieldOfPointer(undefined)).toBeNull();
    expect(fieldOfPointer("/data/attributes/address/postal_code")).toBe("address.postalCode");
    // A JSON:API document's nested `user` (the organisation sign-up's account) is not devise's flat wrapper.
    expect(fieldOfPointer("/data/attributes/user/email")).toBe("user.email");
    expect(fieldOfPointer("/data/attributes/props/items/2/image_position")).toBe("props.items[2].imagePosition");
    expect(fieldOfPointer("/data/attributes/props/Vraag 1", { verbatim: true })).toBe("props.Vraag 1");
    expect(fieldOfPointer("/data/attributes/props/a~1b~0c", { verbatim: true })).toBe("props.a/b~c");
  });
});

describe("formErrorsFromApi", () => {
  // A form shaped like the contract's input: nested where the API is nested, with a list of rows and a list of ids.
  const nested = z.object({
    name: z.string(),
    address: z.object({ postalCode: z.string(), houseNumber: z.string() }).optional(),
    profile: z.object({ activityTypeIds: z.array(z.string()).optional() }),
    props: z.object({ items: z.array(z.object({ title: z.string(), image: z.string().optional() })) }),
  });

  it("puts every pointer on its field: nested objects, list rows, and a list of ids as one field", () => {
    const at = (pointer: string, code = "invalid") => ({ status: "422", code, detail: "x", source: { pointer } });
    const { fieldErrors, formErrors } = formErrorsFromApi(
      apiError([
        at("/data/attributes/name", "too_big"),
        at("/data/attributes/address/postal_code", "invalid_postal_code"),
        at("/data/attributes/props/items/2/title", "too_small"),
        at("/data/attributes/profile/activity_type_ids/3"),
        at("/data/attributes/address"),
        at("/data/attributes/props/items/1/unknown_field"),
      ]),
      nested,
    );
    expect(fieldErrors).toEqual({
      name: ["validation:api.tooLong"],
      "address.postalCode": ["organization-forms:errors.postalCode"],
      "props.items[2].title": ["validation:api.tooSmall"],
      "profile.activityTypeIds": ["validation:api.invalid"],
      // A row's field the form does not show: the list's.
      "props.items": ["validation:api.invalid"],
    });
    // An error on a fieldset is the form's.
    expect(formErrors).toEqual(["validation:api.invalid"]);
  });

  it("takes the fields as patterns too (schemaFieldPatterns' own `items[].title`), a row's field on its row", () => {
    const at = (pointer: string) => ({ status: "422", code: "invalid", detail: "x", source: { pointer } });
    const { fieldErrors } = formErrorsFromApi(
      apiError([at("/data/attributes/props/items/2/title"), at("/data/attributes/props/items/1/image")]),
      ["props.items", "props.items[].title"],
    );
    expect(fieldErrors).toEqual({
      "props.items[2].title": ["validation:api.invalid"],
      "props.items": ["validation:api.invalid"],
    });
  });

  it("shows the contract's own message key when the API sends one along (meta.message), else the code's", () => {
    const { fieldErrors } = formErrorsFromApi(
      apiError([
        {
          status: "422",
          code: "too_big",
          detail: "Use at most 150 characters",
          meta: { message: 'validation:tooLong|{"maximum":150}' },
          source: { pointer: "/data/attributes/name" },
        },
        // Not a key: never shown, the code decides.
        { status: "422", code: "taken", detail: "x", meta: { message: "Taken!" }, source: { pointer: "/data/attributes/name" } },
      ]),
      nested,
    );
    expect(fieldErrors.name).toEqual(['validation:tooLong|{"maximum":150}', "validation:api.taken"]);
  });

  it("turns known codes into message keys on their fields, the rest into form errors", () => {
    const result = formErrorsFromApi(
      apiError([
        { status: "422", code: "taken", detail: "has already been taken", source: { pointer: "/data/attributes/email" } },
        { status: "422", code: "odd", detail: "Something odd", source: { pointer: "/data/attributes/nickname" } },
        { status: "422", code: "invalid_token", detail: "bad", source: { pointer: "/reset_password_token" } },
      ]),
      ["email", "password"],
    );
    expect(result.fieldErrors).toEqual({ email: ["validation:api.taken"] });
    expect(result.formErrors).toEqual(["validation:api.failed", "validation:api.invalidToken"]);
  });

  it("never passes the API's English detail on: every message is a key, whatever the code", () => {
    const codes = [...Object.keys(API_ERROR_KEYS), "invalid_string", "odd", "", undefined];
    const pointers = ["/data/attributes/phone_number", "/data/attributes/email", "/data/attributes/nickname", undefined];
    const errors = codes.flatMap((code) =>
      pointers.map((pointer) => ({
        status: "422",
        code: code as string,
        detail: "Phone number may contain digits, spaces, +, - and parentheses only.",
        title: "Invalid Attribute",
        source: pointer ? { pointer } : undefined,
      })),
    );
    const { formErrors, fieldErrors } = formErrorsFromApi(apiError(errors), ["phoneNumber", "email"]);
    for (const message of [...formErrors, ...Object.values(fieldErrors).flat()])
      expect(isMessageKey(message), message).toBe(true);
    expect(fieldErrors.phoneNumber).toContain("validation:phone");
    expect(formErrorsFromApi(apiError([]), []).formErrors).toEqual(["validation:api.failed"]);
  });

  it("names a wrong current password as such, not as an invalid value", () => {
    const wrong = { status: "422", code: "invalid", detail: "Current password is invalid." };
    const result = formErrorsFromApi(
      apiError([
        { ...wrong, source: { pointer: "/user/current_password" } },
        { status: "422", code: "invalid", detail: "E-mail is not a valid e-mail address.", source: { pointer: "/email" } },
      ]),
      ["currentPassword", "email"],
    );
    expect(result.fieldErrors).toEqual({
      currentPassword: ["validation:api.currentPasswordInvalid"],
      email: ["validation:api.invalid"],
    });
    // DELETE /api/v1/current_user points at the attribute itself.
    expect(
      formErrorsFromApi(apiError([{ ...wrong, source: { pointer: "/current_password" } }]), ["currentPassword"]).fieldErrors,
    ).toEqual({ currentPassword: ["validation:api.currentPasswordInvalid"] });
  });
});

// submitForm: a Conform submission sent to the API through the real client, its answers mapped onto the form.
const schema = z.object({ email: z.string().trim().email(), password: z.string().min(8) });

function client(answer: () => Promise<Response>) {
  return createApiClient({
    baseUrl: "http://api.test",
    fetch: answer,
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: 1,
    currentOrganizationId: null,
    locale: "nl",
    auth: null,
  });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/vnd.api+json", "X-Request-Id": "req-1" },
  });

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

const valid = { email: "ina@example.org", password: "long-enough" };
const post = (answer: () => Promise<Response>) => (value: z.output<typeof schema>) =>
  sendOne<{ email: string }>(client(answer)).post("/api/v1/users", {
    body: { data: { type: "users", attributes: { ...value, first_name: "Ina", last_name: "B", accept_terms: true } } },
    errors: "throw",
  });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("submitForm", () => {
  it("answers the API's data and the parsed value on success", async () => {
    const result = await submitForm(
      form(valid),
      schema,
      post(async () => json(201, { data: { type: "users", id: "7", attributes: {} } })),
    );
    expect(result).toMatchObject({ ok: true, value: valid, data: { data: { id: "7" } } });
  });

  it("replies the form's own errors without calling the API, hiding the hidden fields", async () => {
    let called = false;
    const result = await submitForm(
      form({ email: "x", password: "secret" }),
      schema,
      async () => {
        called = true;
      },
      { hideFields: ["password"] },
    );
    expect(called).toBe(false);
    if (result.ok) throw new Error("expected an error");
    expect(result.reply.error).toMatchObject({ email: ["validation:email"], password: ['validation:tooShort|{"minimum":8}'] });
    expect(result.reply.initialValue).toEqual({ email: "x" });
  });

  it("puts a 422's errors under the fields their pointers name, the rest on the form, as message keys", async () => {
    const result = await submitForm(
      form(valid),
      schema,
      post(async () =>
        json(422, {
          errors: [
            { status: "422", code: "taken", detail: "has already been taken", source: { pointer: "/data/attributes/email" } },
            { status: "422", code: "blank", detail: "can't be blank", source: { pointer: "/data/attributes/nickname" } },
            { status: "422", code: "too_short", detail: "is too short", source: { pointer: "/data/attributes/password" } },
          ],
        }),
      ),
      { hideFields: ["password"] },
    );
    if (result.ok) throw new Error("expected an error");
    expect(result.reply.error).toEqual({
      "": ["validation:required"],
      email: ["validation:api.taken"],
      password: ["validation:api.tooShort"],
    });
    expect(result.reply.initialValue).toEqual({ email: valid.email });
  });

  it("shows a 403 as a form error in the visitor's words, not the API's", async () => {
    const result = await submitForm(
      form(valid),
      schema,
      post(async () => json(403, { errors: [{ status: "403", code: "forbidden", detail: "You may not do this." }] })),
    );
    if (result.ok) throw new Error("expected an error");
    expect(result.reply.error).toEqual({ "": ["validation:api.forbidden"] });
  });

  it("shows a 503 busy (too many password hashes at once) as a form error, any other 503 as the error page", async () => {
    const busy = await submitForm(
      form(valid),
      schema,
      post(async () => json(503, { errors: [{ status: "503", code: "busy", detail: "The server is busy." }] })),
    );
    if (busy.ok) throw new Error("expected an error");
    expect(busy.reply.error).toEqual({ "": ["auth:errors.busy"] });
    const down = await thrown(
      submitForm(
        form(valid),
        schema,
        post(async () => json(503, { errors: [{ status: "503", code: "service_unavailable", detail: "Down" }] })),
      ),
    );
    expect(down).toMatchObject({ init: { status: 503 } });
  });

  it("throws a 500 as the error page with its request id", async () => {
    const error = await thrown(
      submitForm(
        form(valid),
        schema,
        post(async () => json(500, { errors: [{ status: "500" }] })),
      ),
    );
    expect(error).toMatchObject({ data: { status: 500, reason: "error", requestId: "req-1" }, init: { status: 500 } });
  });

  it("throws a network failure as it is (the error page; handleError reports it)", async () => {
    const failure = new TypeError("fetch failed");
    const error = await thrown(
      submitForm(
        form(valid),
        schema,
        post(async () => {
          throw failure;
        }),
      ),
    );
    expect(error).toBe(failure);
  });
});

describe("schemaFields", () => {
  it("reads an object schema's keys, also behind refinements", () => {
    expect(schemaFields(schema)).toEqual(["email", "password"]);
    expect(schemaFields(schema.superRefine(() => {}).refine(() => true))).toEqual(["email", "password"]);
    expect(schemaFields(z.string())).toEqual([]);
  });
});
