import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PLATFORM_CONFIG, TENANT_IDS } from "../../config/tenants";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { verifyPassword } from "../password";
import { organizationMemberships, organizations, ROLES, userRoles, users } from "../schema";
import precomputed from "./data/demo-password-hashes.json";
import { buildSeedRows, seedDatabase } from "./index";
import { DEMO_PASSWORD, demoAccounts, demoPasswordHash, demoSalt } from "./users";

// Every sign-in or hash here is a real scrypt run (ADR 0008): seconds each when the 2 cores are busy.
vi.setConfig({ testTimeout: 90_000 });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.dispose());

describe("demo accounts", () => {
  it("gives every tenant one confirmed, active account per role at its default centre", async () => {
    const rows = await t.db.select().from(users);
    const roles = await t.db.select().from(userRoles);
    for (const tenant of TENANT_IDS) {
      for (const role of ROLES) {
        const user = rows.find((u) => u.email === `${role}@${tenant}.example.org`);
        expect(user, `${role}@${tenant}`).toBeDefined();
        expect(user).toMatchObject({
          tenantId: tenant,
          volunteerCenterId: DEFAULT_PLATFORM_CONFIG.tenants[tenant].defaultVolunteerCenterId,
          status: "active",
        });
        expect(user?.confirmedAt).toBeTruthy();
        // The organisation superuser runs two organisations (the switcher has something to switch).
        const own = roles.filter((r) => r.userId === user?.id);
        expect(own.map((r) => r.role)).toEqual(role === "organization_superuser" ? [role, role] : [role]);
        if (role === "organization_superuser") expect(new Set(own.map((r) => r.organizationId)).size).toBe(2);
      }
    }
    expect(rows.find((u) => u.email === "volunteer+center6@public.example.org")?.volunteerCenterId).toBe(6);
    // Beside them, the volunteer pool's demo volunteers (db/seed/volunteer-profiles.ts), who have no password.
    const pool = rows.filter((u) => u.email.startsWith("pool-"));
    expect(pool.every((u) => u.passwordHash === null)).toBe(true);
    expect(rows.length - pool.length).toBe(TENANT_IDS.length * ROLES.length + 1);
  });

  it("makes mentors members of a school and organisation superusers of an organisation of their centre", async () => {
    const rows = await t.db
      .select({ email: users.email, centerId: users.volunteerCenterId, org: organizations })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId));
    for (const tenant of TENANT_IDS) {
      const mentor = rows.find((r) => r.email === `mentor@${tenant}.example.org`);
      const superuser = rows.find((r) => r.email === `organization_superuser@${tenant}.example.org`);
      expect(mentor?.org.type, tenant).toBe("School");
      expect(mentor?.org.volunteerCenterId).toBe(mentor?.centerId);
      expect(superuser?.org.volunteerCenterId).toBe(superuser?.centerId);
      const superuserOrgs = rows.filter((r) => r.email === `organization_superuser@${tenant}.example.org`);
      expect(
        superuserOrgs.map((r) => r.org.status),
        tenant,
      ).toEqual(["approved", "approved"]);
      expect(new Set(superuserOrgs.map((r) => r.org.volunteerCenterId))).toEqual(new Set([superuser?.centerId]));
    }
  });

  it("has a precomputed hash for every account, each with its own salt, matching the demo password", async () => {
    const accounts = demoAccounts(buildSeedRows());
    const hashes = precomputed as Record<string, string>;
    expect(Object.keys(hashes).sort()).toEqual(accounts.map((a) => a.email).sort());
    expect(new Set(Object.values(hashes).map((h) => h.split("$")[3])).size).toBe(accounts.length);
    const sample = accounts[0].email;
    expect(await verifyPassword(DEMO_PASSWORD, hashes[sample])).toBe(true);
    expect(hashes[sample].split("$")[3]).toBe(Buffer.from(demoSalt(sample)).toString("base64").replace(/=+$/, ""));
    expect(await demoPasswordHash(sample)).toBe(hashes[sample]);
  });

  it("adds just the accounts to a database seeded before they existed, and is idempotent", async () => {
    await t.db.delete(users);
    expect(await seedDatabase(t.db)).toEqual({ seeded: false, accounts: true });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(TENANT_IDS.length * ROLES.length + 1);
    expect(await seedDatabase(t.db)).toEqual({ seeded: false, accounts: false });
  });
});
