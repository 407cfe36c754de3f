/**
 * Demo volunteer profiles for the pool (ADR 0063): a handful per tenant that has the pool (not meedoen), so
 * /vrijwilligerspool is not empty on a fresh clone — some visible to the whole tenant, one to its centre only, one
 * hidden. Each belongs to a volunteer account of its own without a password (demo people who never sign in). The
 * demo accounts' own profiles (`volunteer@…`, `student@…`) stay empty: the pool's e2e fills them. Deterministic: no
 * clock, no randomness.
 */
import type { TenantId } from "../../config/tenants";
import { maskOfSlots, type ProfileLanguage, type ProfileVisibility } from "../../contract/volunteer-pool";
import type { userRoles, users, volunteerProfiles } from "../schema";

interface PoolPerson {
  firstName: string;
  lastName: string;
  visibility: ProfileVisibility;
  intro: string;
  interests: number[];
  skills: string[];
  slots: string[];
  languages: ProfileLanguage[];
  /** Offset from the centre's place, in degrees (a few km). */
  offset: [number, number];
  travelKm: number;
  /** The centre's id when not the tenant's first. */
  centerId?: number;
}

const CENTRES: Record<
  Exclude<TenantId, "meedoen">,
  { centerId: number; city: string; postalCode: string; at: [number, number] }
> = {
  oldebroek: { centerId: 1, city: "Oldebroek", postalCode: "8096 CP", at: [52.4446, 5.9021] },
  roermond: { centerId: 2, city: "Roermond", postalCode: "6041 CX", at: [51.1942, 5.987] },
  demo: { centerId: 4, city: "Demodorp", postalCode: "3794 AB", at: [52.1602, 5.5412] },
  public: { centerId: 5, city: "Utrecht", postalCode: "3511 LX", at: [52.0907, 5.1214] },
};

const PEOPLE: PoolPerson[] = [
  {
    firstName: "Fenna",
    lastName: "de Boer",
    visibility: "tenant",
    intro: "Gepensioneerd onderwijzeres. Ik lees graag voor en help kinderen met huiswerk of taal.",
    interests: [1, 2],
    skills: ["Voorlezen", "Taalles", "Geduld"],
    slots: ["1:morning", "3:morning", "3:afternoon"],
    languages: ["nl", "en"],
    offset: [0.01, 0.012],
    travelKm: 10,
  },
  {
    firstName: "Karim",
    lastName: "El Idrissi",
    visibility: "tenant",
    intro: "Student techniek. Handig met fietsen en computers; in het weekend heb ik tijd.",
    interests: [3, 4],
    skills: ["Fietsen repareren", "Computerhulp", "Rijbewijs B"],
    slots: ["6:morning", "6:afternoon", "7:afternoon"],
    languages: ["nl", "ar", "fr"],
    offset: [-0.02, 0.015],
    travelKm: 25,
  },
  {
    firstName: "Marta",
    lastName: "Kowalska",
    visibility: "centre",
    intro: "Ik werk parttime en wil graag iets doen voor ouderen in de buurt: boodschappen, een wandeling, een kop koffie.",
    interests: [2],
    skills: ["Koken", "Gezelschap"],
    slots: ["2:evening", "4:evening"],
    languages: ["pl", "nl", "en"],
    offset: [0.005, -0.02],
    travelKm: 5,
  },
  {
    firstName: "Joost",
    lastName: "Verhoeven",
    visibility: "hidden",
    intro: "Even geen tijd, straks weer.",
    interests: [1],
    skills: [],
    slots: [],
    languages: ["nl"],
    offset: [0.0, 0.0],
    travelKm: 10,
  },
];

/** The public tenant's second centre (Venlo) gets one profile visible to its own centre only. */
const VENLO: PoolPerson = {
  firstName: "Noor",
  lastName: "Hendriks",
  visibility: "centre",
  intro: "Ik ben goed met administratie en help graag een vereniging met de ledenlijst of de nieuwsbrief.",
  interests: [3],
  skills: ["Administratie", "Nieuwsbrief maken"],
  slots: ["2:morning", "5:morning"],
  languages: ["nl", "de"],
  offset: [0, 0],
  travelKm: 15,
  centerId: 6,
};
const VENLO_PLACE = { city: "Venlo", postalCode: "5911 HJ", at: [51.3704, 6.1724] as [number, number] };

export interface PoolSeedRows {
  users: (typeof users.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
  profiles: (typeof volunteerProfiles.$inferInsert)[];
}

const CREATED_AT = "2026-01-12T10:00:00.000Z";
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** The rows, with user and role ids after the demo accounts' (`after`: their highest ids). */
export function buildVolunteerProfileRows(after: { userId: number; roleId: number }): PoolSeedRows {
  const out: PoolSeedRows = { users: [], userRoles: [], profiles: [] };
  let userId = after.userId;
  let roleId = after.roleId;
  const entries = Object.entries(CENTRES) as Array<[Exclude<TenantId, "meedoen">, (typeof CENTRES)[keyof typeof CENTRES]]>;
  for (const [tenantId, centre] of entries) {
    const people = tenantId === "public" ? [...PEOPLE, VENLO] : PEOPLE;
    people.forEach((person, index) => {
      const place = person.centerId === 6 ? VENLO_PLACE : centre;
      const centerId = person.centerId ?? centre.centerId;
      const email = `pool-${slug(person.firstName)}@${tenantId}.example.org`;
      // A day apart each, so the pool's "newest first" order is stable.
      const updatedAt = `2026-02-${String(10 - index).padStart(2, "0")}T09:00:00.000Z`;
      userId += 1;
      out.users.push({
        id: userId,
        tenantId,
        volunteerCenterId: centerId,
        email,
        firstName: person.firstName,
        lastName: person.lastName,
        status: "active",
        confirmedAt: CREATED_AT,
        locale: "nl",
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      });
      out.userRoles.push({ id: ++roleId, tenantId, userId, role: "volunteer", organizationId: null, createdAt: CREATED_AT });
      out.profiles.push({
        userId,
        tenantId,
        volunteerCenterId: centerId,
        visibility: person.visibility,
        intro: person.intro,
        interests: person.interests,
        skills: person.skills,
        availabilityMask: maskOfSlots(person.slots),
        languages: person.languages,
        postalCode: place.postalCode,
        city: place.city,
        latitude: place.at[0] + person.offset[0],
        longitude: place.at[1] + person.offset[1],
        travelKm: person.travelKm,
        lockVersion: 1,
        createdAt: CREATED_AT,
        updatedAt,
      });
    });
  }
  return out;
}
