/**
 * The organisation lifecycle's demo data (ADR 0019), added after every centre's own organisations so the ids of those stay what tests
 * and links rely on: per tenant one denied organisation (with the centre's reason and NOV checklist), and a second
 * pending one for the public tenant (every tenant then has 2–3 pending, one denied, one archived). Also the
 * municipality of each seeded town (PDOK's gemeentenaam) and the contact persons' names.
 */
import { at } from "./shared";
import type { OrganizationSeed } from "./types";

export interface ExtraOrganizationSeed extends OrganizationSeed {
  /** The centre it belongs to. */
  centerId: number;
  decisionReason?: string;
}

export const EXTRA_ORGANIZATIONS: ExtraOrganizationSeed[] = [
  {
    centerId: 1,
    name: "Feestcommissie Zomerfeest Wezep BV",
    website: "https://www.zomerfeestwezep.nl",
    email: "info@zomerfeestwezep.nl",
    phoneNumber: "038-3762210",
    description: "Organiseert het jaarlijkse zomerfeest in Wezep met kermis, markt en optredens.",
    status: "denied",
    decisionReason: "Een besloten vennootschap met winstoogmerk: dat past niet binnen de NOV-criteria.",
    createdAt: at("2026-02-10"),
    address: {
      street: "Stationsweg",
      houseNumber: "2",
      postalCode: "8091 AA",
      city: "Wezep",
      latitude: 52.4633,
      longitude: 6.0006,
    },
    profile: { nonProfitType: "overig", activityTypeIds: [10] },
  },
  {
    centerId: 2,
    name: "Schoonmaakbedrijf Helpende Hand Roermond",
    website: "https://www.helpendehand-roermond.nl",
    email: "info@helpendehand-roermond.nl",
    phoneNumber: "0475-334455",
    description: "Zoekt vrijwilligers voor schoonmaakwerk bij particulieren thuis en in kantoren.",
    status: "denied",
    decisionReason: "Vrijwilligers zouden hier betaald werk vervangen.",
    createdAt: at("2026-02-12"),
    address: { street: "Markt", houseNumber: "1", postalCode: "6041 EL", city: "Roermond", latitude: 51.1942, longitude: 5.9874 },
    profile: { nonProfitType: "overig", activityTypeIds: [3] },
  },
  {
    centerId: 3,
    name: "Evenementenbureau Arnhem Events",
    website: "https://www.arnhem-events.nl",
    email: "info@arnhem-events.nl",
    phoneNumber: "026-3512345",
    description: "Commercieel evenementenbureau dat gratis krachten zoekt voor festivals.",
    status: "denied",
    decisionReason: "Commercieel bureau met winstoogmerk.",
    createdAt: at("2026-02-14"),
    address: {
      street: "Korenmarkt",
      houseNumber: "10",
      postalCode: "6811 GW",
      city: "Arnhem",
      latitude: 51.9838,
      longitude: 5.9057,
    },
    profile: { nonProfitType: "overig", activityTypeIds: [10] },
  },
  {
    centerId: 4,
    name: "Stichting Oud Papier Demodorp",
    website: "https://www.oudpapierdemodorp.nl",
    email: "info@oudpapierdemodorp.nl",
    phoneNumber: "0342-418399",
    description: "Haalt maandelijks oud papier op; de opbrengst gaat naar de clubkas.",
    status: "denied",
    decisionReason: "Geen aansprakelijkheidsverzekering voor vrijwilligers; meld u opnieuw aan zodra die er is.",
    createdAt: at("2026-02-16"),
    address: {
      street: "Dorpsstraat",
      houseNumber: "40",
      postalCode: "3781 BB",
      city: "Demodorp",
      latitude: 52.1569,
      longitude: 5.5306,
    },
    profile: { nonProfitType: "natuur", activityTypeIds: [4] },
  },
  {
    centerId: 5,
    name: "Stichting Buurtbus Zwolle",
    website: "https://www.buurtbuszwolle.nl",
    email: "info@buurtbuszwolle.nl",
    phoneNumber: "038-4221100",
    description: "Vrijwillige chauffeurs rijden de buurtbus tussen de wijken en het ziekenhuis.",
    status: "pending",
    createdAt: at("2026-03-02"),
    address: {
      street: "Grote Markt",
      houseNumber: "1",
      postalCode: "8011 LW",
      city: "Zwolle",
      latitude: 52.5125,
      longitude: 6.0921,
    },
    profile: { nonProfitType: "welzijn", activityTypeIds: [3, 7] },
  },
  {
    centerId: 5,
    name: "Uitzendbureau Flexwerk Utrecht",
    website: "https://www.flexwerk-utrecht.nl",
    email: "info@flexwerk-utrecht.nl",
    phoneNumber: "030-2345678",
    description: "Zoekt vrijwilligers voor magazijnwerk en het inpakken van bestellingen.",
    status: "denied",
    decisionReason: "Vervanging van betaald werk.",
    createdAt: at("2026-03-04"),
    address: {
      street: "Domplein",
      houseNumber: "9",
      postalCode: "3512 JC",
      city: "Utrecht",
      latitude: 52.0907,
      longitude: 5.1214,
    },
    profile: { nonProfitType: "overig", activityTypeIds: [3] },
  },
];

/** PDOK's gemeentenaam of the seeded towns (a town that is its own municipality is not listed). */
export const MUNICIPALITIES: Record<string, string> = {
  Wezep: "Oldebroek",
  Hattemerbroek: "Oldebroek",
  Oosterwolde: "Oldebroek",
  Herten: "Roermond",
  Swalmen: "Roermond",
  Blerick: "Venlo",
  Tegelen: "Venlo",
  "Den Haag": "'s-Gravenhage",
};

/** Contact persons' names, handed out in turn (deterministic). */
export const CONTACT_NAMES = [
  ["Henk", "de Vries", "Coördinator vrijwilligers"],
  ["Ingrid", "Jansen", "Secretaris"],
  ["Mohamed", "El Amrani", "Voorzitter"],
  ["Sanne", "Bakker", "Vrijwilligerscoördinator"],
  ["Pieter", "Visser", "Penningmeester"],
  ["Fatma", "Yilmaz", "Coördinator"],
  ["Joost", "Smit", "Bestuurslid"],
  ["Anouk", "Meijer", "Teamleider"],
] as const;
