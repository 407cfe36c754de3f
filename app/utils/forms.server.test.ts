import { describe, expect, it } from "vitest";
import { ApiError } from "./api.server";
import { fieldOfPointer, formErrorsFromApi } from "./forms.server";
import { API_ERROR_KEYS, isMessageKey } from "./validation";

const apiError = (errors: ApiError["errors"]) => new ApiError("x", { status: 422, errors, method: "POST", path: "/" });

describe("fieldOfPointer", () => {
  it("maps JSON:API, devise and PATCH /current_user pointers to form field names", () => {
    expect(fieldOfPointer("/data/attributes/first_name")).toBe("firstName");
    expect(fieldOfPointer("/user/current_password")).toBe("currentPassword");
    expect(fieldOfPointer("/email")).toBe("email");
    expect(fieldOfPointer("/reset_password_token")).toBe("resetPasswordToken");
    expect(fieldOfPointer(undefined)).toBeNull();
  });
});

describe("formErrorsFromApi", () => {
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
