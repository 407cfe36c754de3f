import { describe, expect, it } from "vitest";
import { namespacesNamedIn } from "./namespaces-in-source";

const KNOWN = new Set(["auth", "account", "content", "ui", "validation", "vacancies"]);

describe("namespacesNamedIn", () => {
  it("finds prefixed keys, useTranslation's namespaces and namespaces handed on", () => {
    const code = `
      const { t } = useTranslation("content");
      const x = useTranslation(["ui", "vacancies"]);
      t(\`validation:\${code}\`);
      <NewPasswordFields namespace="auth" />;
      const other = "unknown:key";
    `;
    expect(namespacesNamedIn(code, KNOWN)).toEqual(["auth", "content", "ui", "vacancies", "validation"]);
  });

  it("ignores namespaces named in comments", () => {
    expect(namespacesNamedIn('/** e.g. "auth:x" */\n// like `account:y`\nconst a = 1;', KNOWN)).toEqual([]);
  });

  it("ignores a namespace named only in a type", () => {
    expect(namespacesNamedIn('function f(namespace: "auth" | "account") {}', KNOWN)).toEqual([]);
  });
});
