import { describe, expect, it } from "vitest";
import { privateDetailsIn, vacancyDoc } from "../../../contract/help-requests";
import { richTextToPlainText } from "../../../contract/rich-text";
import { requestFacts } from "./help-schema";

describe("help request texts", () => {
  it("reads when and neighbourhood back from the published description", () => {
    const doc = vacancyDoc({ when: "zaterdagochtend", neighbourhood: "De Bongerd", description: "Boodschappen.\n\nGraag!" });
    expect(requestFacts(richTextToPlainText(doc))).toEqual({
      when: "zaterdagochtend",
      neighbourhood: "De Bongerd",
      text: "Boodschappen. Graag!",
    });
    expect(requestFacts("Gewoon tekst")).toEqual({ when: null, neighbourhood: null, text: "Gewoon tekst" });
  });

  it("finds the resident's street, postcode, e-mail and phone in any spelling", () => {
    const who = { street: "Dorpsstraat", postalCode: "8091 AB", email: "a@b.nl", phoneNumber: "06-12345678" };
    expect(privateDetailsIn("Ik woon aan de dorpsstraat 4, 8091ab. Bel +31 6 1234 5678 of a@B.nl", who)).toEqual([
      "street",
      "postal_code",
      "email",
      "phone_number",
    ]);
    expect(privateDetailsIn("Boodschappen doen in Wezep", who)).toEqual([]);
  });
});
