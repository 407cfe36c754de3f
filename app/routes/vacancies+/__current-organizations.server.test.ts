import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actorOf, currentUser, loadAccount } from "~/utils/account.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { manageableOrganizations } from "./__manage.server";

/** The toolbar and a screen's choice of organisation read `current_organizations` once per request (ADR 0078). */
let database: TestDatabase;
let harness: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  harness = createRouteHarness(database);
});
afterAll(() => database.dispose());

describe("current_organizations, once per request", () => {
  it("the account menu and the vacancies screen share one read, and another request reads again", async () => {
    const { cookie } = await harness.signedIn("organization_superuser@oldebroek.example.org");
    const paths: string[] = [];
    for (let request = 0; request < 2; request++) {
      const page = new Request(`${harness.site}/vacancies`, { headers: { Cookie: cookie } });
      const context = await harness.contextFor(page);
      const get = context.api.get.bind(context.api);
      vi.spyOn(context.api, "get").mockImplementation(((path: string, options?: never) => {
        paths.push(path);
        return get(path, options);
      }) as never);
      const actor = actorOf(await currentUser(context, page));
      const [account, choices] = await Promise.all([loadAccount(context, page), manageableOrganizations(context, actor)]);
      expect(account!.organizations.length).toBeGreaterThan(0);
      expect(choices.map((c) => c.id)).toEqual(
        account!.organizations.filter((o) => actor.organizationIds.includes(Number(o.id))).map((o) => o.id),
      );
    }
    expect(paths.filter((p) => p === "/api/v1/current_organizations")).toHaveLength(2);
  });
});
