/**
 * The demo help requests (ADR 0024) of the tenants with peer-to-peer help (oldebroek: neighbour help,
 * public: one-on-one help): per tenant three pending, two approved (published as vacancies of the tenant's type
 * under the centre's own organisation, place and neighbourhood only — one with a pending offer from the tenant's
 * demo volunteer) and one rejected. The residents' addresses are invented; their mail goes to example.net.
 * Appended after the demo vacancies and applications (ids continue theirs).
 */
import { DEFAULT_PLATFORM_CONFIG } from "../../config/tenants";
import { vacancyDoc } from "../../contract/help-requests";
import { renderRichText, richTextToPlainText } from "../../contract/rich-text";
import type { helpRequests } from "../schema";
import type { SeedRows } from "./build";
import { stamp } from "./clock";
import { MUNICIPALITIES } from "./data/organization-extras";
import type { UserSeedRows } from "./users";
import type { VacancySeedRows } from "./vacancies";

type HelpRow = typeof helpRequests.$inferInsert;
type Seeded = "pending" | "approved" | "offered" | "rejected";

interface Ask {
  state: Seeded;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  neighbourhood: string | null;
  title: string;
  description: string;
  when: string;
  reason?: string;
}

const ASKS: Record<string, { city: string; asks: Ask[] }> = {
  oldebroek: {
    city: "Wezep",
    asks: [
      {
        state: "offered",
        name: "Gerda Bosman",
        street: "Lijsterbeslaan",
        houseNumber: "14",
        postalCode: "8091 KE",
        neighbourhood: "Zuiderzeewijk",
        title: "Boodschappen doen",
        description:
          "Sinds mijn heupoperatie kan ik niet zelf naar de winkel. Wie doet een keer per week de boodschappen met me?",
        when: "donderdagmiddag",
      },
      {
        state: "approved",
        name: "Jan Mulder",
        street: "Beukenhof",
        houseNumber: "3",
        postalCode: "8091 GS",
        neighbourhood: "Centrum",
        title: "Heg snoeien",
        description: "Mijn heg is te hoog geworden om zelf bij te houden. Ik heb een heggenschaar en een ladder.",
        when: "een zaterdag in het voorjaar",
      },
      {
        state: "pending",
        name: "Aaltje de Vries",
        street: "Eperweg",
        houseNumber: "88",
        postalCode: "8091 AC",
        neighbourhood: null,
        title: "Samen wandelen",
        description: "Ik zou graag een vaste wandelmaat hebben voor een rondje door het bos.",
        when: "dinsdagochtend",
      },
      {
        state: "pending",
        name: "Henk Jansen",
        street: "Stationsstraat",
        houseNumber: "21",
        postalCode: "8091 CW",
        neighbourhood: "Centrum",
        title: "Hulp met de computer",
        description: "Ik wil leren videobellen met mijn kleinkinderen.",
        when: "doordeweeks na 14.00 uur",
      },
      {
        state: "pending",
        name: "Willemien Kok",
        street: "Zuiderzeestraatweg",
        houseNumber: "210",
        postalCode: "8096 BM",
        neighbourhood: "Oldebroek-dorp",
        title: "Vervoer naar het ziekenhuis",
        description: "Ik moet over twee weken naar de polikliniek in Zwolle en heb geen vervoer.",
        when: "woensdag 9.30 uur",
      },
      {
        state: "rejected",
        name: "Piet Smit",
        street: "Molenweg",
        houseNumber: "5",
        postalCode: "8091 PA",
        neighbourhood: null,
        title: "Dak repareren",
        description: "Er liggen dakpannen los op mijn schuur.",
        when: "zo snel mogelijk",
        reason:
          "Dit is werk voor een vakman: vanwege de veiligheid plaatsen we geen klussen op daken. We sturen je een lijst met betaalbare klusbedrijven.",
      },
    ],
  },
  public: {
    city: "Utrecht",
    asks: [
      {
        state: "offered",
        name: "Fatima El Amrani",
        street: "Kanaalstraat",
        houseNumber: "140",
        postalCode: "3531 CJ",
        neighbourhood: "Lombok",
        title: "Taalmaatje",
        description: "Ik wil beter Nederlands leren spreken, gewoon door samen koffie te drinken en te praten.",
        when: "vrijdagochtend",
      },
      {
        state: "approved",
        name: "Kees van Dijk",
        street: "Biltstraat",
        houseNumber: "77",
        postalCode: "3572 AN",
        neighbourhood: "Wittevrouwen",
        title: "Hulp bij de administratie",
        description: "De post stapelt zich op. Wie helpt me een keer per maand met brieven en formulieren?",
        when: "een avond per maand",
      },
      {
        state: "pending",
        name: "Ria Hoekstra",
        street: "Amsterdamsestraatweg",
        houseNumber: "512",
        postalCode: "3553 EL",
        neighbourhood: "Zuilen",
        title: "Met de hond wandelen",
        description: "Mijn hond moet twee keer per dag uit, maar ik herstel van een operatie.",
        when: "ochtend en middag, zes weken",
      },
      {
        state: "pending",
        name: "Mohammed Yilmaz",
        street: "Kanaleneiland-Zuid",
        houseNumber: "9",
        postalCode: "3526 KC",
        neighbourhood: "Kanaleneiland",
        title: "Fiets leren repareren",
        description: "Ik wil leren hoe ik zelf een band plak.",
        when: "zaterdag",
      },
      {
        state: "pending",
        name: "Anneke Visser",
        street: "Oudegracht",
        houseNumber: "301",
        postalCode: "3511 PA",
        neighbourhood: "Binnenstad",
        title: "Gezelschap",
        description:
          "Sinds mijn man is overleden ben ik veel alleen. Ik zou het fijn vinden als iemand af en toe op de koffie komt.",
        when: "zondagmiddag",
      },
      {
        state: "rejected",
        name: "Bert de Graaf",
        street: "Vleutenseweg",
        houseNumber: "44",
        postalCode: "3532 HK",
        neighbourhood: null,
        title: "Verhuizing",
        description: "Ik verhuis en zoek vier sterke mensen.",
        when: "1 maart",
        reason:
          "Voor een verhuizing met meerdere helpers verwijzen we je naar de verhuisservice van de gemeente; een-op-een-hulp is voor één vrijwilliger.",
      },
    ],
  },
};

export interface HelpSeedRows {
  helpRequests: HelpRow[];
  /** The approved requests' vacancies and the offers on them, numbered after the demo vacancies and applications. */
  vacancies: VacancySeedRows["vacancies"];
  applications: VacancySeedRows["applications"];
}

/** The help requests, with their vacancies and offers numbered on from the last ids in use (`after`). */
export function buildHelpRequestRows(
  seed: SeedRows,
  accounts: UserSeedRows,
  after: { vacancyId: number; applicationId: number },
  today: string,
): HelpSeedRows {
  const rows: HelpRow[] = [];
  const out: Pick<HelpSeedRows, "vacancies" | "applications"> = { vacancies: [], applications: [] };
  const nextVacancyId = () => after.vacancyId + out.vacancies.length + 1;
  const nextApplicationId = () => after.applicationId + out.applications.length + 1;
  for (const [tenantId, { city, asks }] of Object.entries(ASKS)) {
    const tenant = DEFAULT_PLATFORM_CONFIG.tenants[tenantId as keyof typeof DEFAULT_PLATFORM_CONFIG.tenants];
    const wording = tenant.features.peerToPeer;
    if (!wording) continue;
    const centerId = tenant.defaultVolunteerCenterId;
    const org = seed.organizations.find((o) => o.volunteerCenterId === centerId && o.type === "VolunteerCenter");
    const staff = accounts.users.find((u) => u.email === `center_superuser@${tenantId}.example.org`);
    const volunteer = accounts.users.find((u) => u.email === `volunteer@${tenantId}.example.org`);
    if (!org || !staff || !volunteer) throw new Error(`Seed: no centre organisation, staff or volunteer for ${tenantId}`);
    // PDOK's gemeentenaam of the place, as the submit's address lookup stores it (the municipality report, ADR 0068).
    const municipality = MUNICIPALITIES[city] ?? city;
    asks.forEach((ask, k) => {
      // Further back the later in the list (2 days to ~7 months: the demo history, db/seed/history.ts), decided a day later.
      const back = 2 + k * 2 + k * k * 8;
      const createdAt = stamp(today, -back, 9 + k, (k * 17) % 60);
      const decided = ask.state !== "pending";
      const decidedAt = decided ? stamp(today, -(back - 1), 11, k) : null;
      let vacancyId: number | null = null;
      if (ask.state === "approved" || ask.state === "offered") {
        vacancyId = nextVacancyId();
        const doc = vacancyDoc({ when: ask.when, neighbourhood: ask.neighbourhood, description: ask.description });
        // Place and neighbourhood only: nothing of the resident's address or contact in the vacancies row.
        out.vacancies.push({
          id: vacancyId,
          tenantId,
          volunteerCenterId: centerId,
          organizationId: org.id as number,
          title: ask.title,
          status: "published",
          vacancyType: wording,
          description: doc,
          descriptionHtml: renderRichText(doc),
          searchBody: richTextToPlainText(doc),
          publishedAt: decidedAt,
          locationType: "address",
          city,
          municipality,
          organizationName: org.name,
          createdById: staff.id as number,
          createdAt: decidedAt as string,
          updatedAt: decidedAt as string,
        });
      }
      if (ask.state === "offered" && vacancyId) {
        // An hour after the request was approved (never later than now, whatever hour the seed runs).
        const at = stamp(today, -(back - 1), 12, k);
        out.applications.push({
          id: nextApplicationId(),
          tenantId,
          vacancyId,
          organizationId: org.id as number,
          volunteerCenterId: centerId,
          userId: volunteer.id as number,
          firstName: volunteer.firstName,
          lastName: volunteer.lastName,
          email: volunteer.email,
          phoneNumber: "06-12312312",
          message: "Ik wil helpen! Ik woon in de buurt en heb op die dag tijd.",
          status: "pending",
          locale: "nl",
          createdAt: at,
          updatedAt: at,
        });
      }
      const slug = ask.name.toLowerCase().replace(/[^a-z]+/g, ".");
      rows.push({
        id: rows.length + 1,
        tenantId,
        volunteerCenterId: centerId,
        name: ask.name,
        email: `${slug}@example.net`,
        phoneNumber: `06-${String(20000000 + k * 1111111 + (tenantId === "public" ? 7 : 3)).slice(0, 8)}`,
        street: ask.street,
        houseNumber: ask.houseNumber,
        houseNumberAddition: null,
        postalCode: ask.postalCode,
        city,
        municipality,
        neighbourhood: ask.neighbourhood,
        title: ask.title,
        description: ask.description,
        when: ask.when,
        status: ask.state === "offered" ? "approved" : ask.state,
        reason: ask.reason ?? null,
        decidedAt,
        decidedById: decided ? (staff.id as number) : null,
        vacancyId,
        locale: "nl",
        idempotencyKey: null,
        createdAt,
        updatedAt: decidedAt ?? createdAt,
      });
    });
  }
  return { helpRequests: rows, ...out };
}
