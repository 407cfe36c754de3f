/**
 * The three legal pages every centre has (config/legal-pages.ts): algemene voorwaarden, privacyverklaring and
 * toegankelijkheidsverklaring. Ordinary CMS pages (a page with one Markdown block), so a centre edits them like any
 * other page. The text is written once and filled in with the centre's own name, address and contact details. Dutch only: the seed's pages have no English fields (PRODUCT.md: English visitors see the Dutch text).
 *
 * The accessibility statement follows the Dutch model statement (digitoegankelijk.nl): scope, compliance status,
 * how it was examined, what is not yet accessible and when that is fixed, contact, complaints, date.
 */
import { LEGAL_PAGE_SLUGS } from "../../../config/legal-pages";
import { at, block } from "./shared";
import type { CenterSeed, PageSeed } from "./types";

/** The date on the three documents (the demo data's "now" is November 2026). */
const ADOPTED = "2026-11-02";
const ADOPTED_TEXT = "2 november 2026";

interface LegalContext {
  name: string;
  /** "Raadhuislaan 1, 8096 CP Oldebroek" */
  address: string;
  email: string;
  phone: string;
  /** "www.vrijwilligerscentrale-oldebroek.nl" */
  host: string;
  /** The centre measures visits with Google Analytics (with consent only). */
  analytics: boolean;
}

function contextOf(center: CenterSeed): LegalContext {
  const office = center.organizations.find((o) => o.type === "VolunteerCenter");
  if (!office) throw new Error(`Seed: centre ${center.id} has no VolunteerCenter organisation for its legal pages`);
  const { street, houseNumber, postalCode, city } = office.address;
  return {
    name: center.name,
    address: `${street} ${houseNumber}, ${postalCode} ${city}`,
    email: center.email,
    phone: center.phoneNumber,
    host: new URL(center.website).host,
    analytics: Boolean(center.profile.gtagId),
  };
}

const mail = (ctx: LegalContext) => `[${ctx.email}](mailto:${ctx.email})`;
const phone = (ctx: LegalContext) => `[${ctx.phone}](tel:${ctx.phone.replace(/[^0-9+]/g, "")})`;

/** One section of a document: its heading and paragraphs (or a list) as Markdown. */
function section(...paragraphs: string[]) {
  return paragraphs.join("\n\n");
}

/**
 * A document is one Markdown block: it reads as one text (blocks are spaced as separate page sections) and is edited
 * as one in the CMS.
 */
function oneBlock(...sections: string[]) {
  return [block("Markdown", { content: sections.join("\n\n") })];
}

function termsPage(ctx: LegalContext): PageSeed {
  return {
    slug: LEGAL_PAGE_SLUGS.terms,
    title: "Algemene voorwaarden",
    pageLayout: "default",
    createdAt: at(ADOPTED),
    metaTitle: `Algemene voorwaarden – ${ctx.name}`,
    metaDescription: `De voorwaarden voor het gebruik van de website van ${ctx.name}, voor vrijwilligers en organisaties.`,
    blocks: oneBlock(
      section(
        `Deze voorwaarden gelden voor het gebruik van de website van ${ctx.name}: voor vrijwilligers, voor organisaties die vacatures plaatsen en voor iedereen die de website bezoekt. Door een account aan te maken ga je akkoord met deze voorwaarden.`,
      ),
      section(
        "## 1. Wat wij doen",
        `${ctx.name} brengt mensen die vrijwilligerswerk willen doen in contact met organisaties die vrijwilligers zoeken. Wij zijn zelf geen partij bij de afspraken die je met een organisatie maakt: die maak je rechtstreeks met de organisatie. Het gebruik van de website is gratis.`,
      ),
      section(
        "## 2. Je account",
        [
          "- Je geeft bij het aanmelden juiste gegevens op en houdt ze actueel.",
          "- Je account is persoonlijk. Houd je wachtwoord geheim. Denk je dat iemand anders je account gebruikt? Wijzig dan meteen je wachtwoord en laat het ons weten.",
          "- Ben je jonger dan 16 jaar, dan heb je toestemming nodig van je ouder of verzorger.",
          "- Je kunt je account op elk moment zelf verwijderen via [je profiel](/profiel).",
        ].join("\n"),
      ),
      section(
        "## 3. Vacatures en organisaties",
        [
          "- Organisaties zijn zelf verantwoordelijk voor de inhoud van hun vacatures en voor goede begeleiding en verzekering van hun vrijwilligers. Is voor het werk een Verklaring Omtrent het Gedrag (VOG) nodig, dan staat dat bij de vacature en regelt de organisatie de aanvraag.",
          "- Nieuwe organisaties beoordelen we voordat hun vacatures zichtbaar worden. Het werk heeft een maatschappelijk doel, de organisatie heeft geen winstoogmerk en vrijwilligers vervangen geen betaald werk.",
          "- Vacatures die niet aan deze voorwaarden voldoen, mogen we aanpassen, offline halen of verwijderen.",
        ].join("\n"),
      ),
      section(
        "## 4. Zo gaan we met elkaar om",
        "Je gebruikt de website niet om anderen te misleiden, te discrimineren of lastig te vallen, en niet voor reclame. Berichten via de website gaan over vrijwilligerswerk. Bij misbruik kunnen we een account blokkeren of verwijderen.",
      ),
      section(
        "## 5. Aansprakelijkheid",
        "We doen ons best om de website goed te laten werken en de informatie juist te houden, maar we kunnen niet garanderen dat dat altijd lukt. We zijn niet aansprakelijk voor afspraken tussen vrijwilligers en organisaties, of voor schade die ontstaat tijdens het vrijwilligerswerk. Vraag de organisatie hoe je verzekerd bent; veel gemeenten hebben een collectieve vrijwilligersverzekering.",
      ),
      section(
        "## 6. Privacy",
        `Hoe we met je persoonsgegevens omgaan, lees je in onze [privacyverklaring](/${LEGAL_PAGE_SLUGS.privacy}).`,
      ),
      section(
        "## 7. Wijzigingen",
        "We kunnen deze voorwaarden aanpassen. Belangrijke wijzigingen melden we vooraf per e-mail aan iedereen met een account. Op deze voorwaarden is Nederlands recht van toepassing.",
        `Vragen over deze voorwaarden? Mail naar ${mail(ctx)} of bel ${phone(ctx)}.`,
        `*Vastgesteld op ${ADOPTED_TEXT}.*`,
      ),
    ),
  };
}

function privacyPage(ctx: LegalContext): PageSeed {
  const cookies = ctx.analytics
    ? "Alleen als je daarvoor toestemming geeft, plaatsen we ook cookies van Google Analytics om te meten hoe de website wordt gebruikt. IP-adressen worden daarbij ingekort. Je kunt je keuze altijd wijzigen met de knop ‘Cookievoorkeuren wijzigen’ onderaan elke pagina."
    : "We gebruiken geen cookies voor statistieken of advertenties.";
  return {
    slug: LEGAL_PAGE_SLUGS.privacy,
    title: "Privacyverklaring",
    pageLayout: "default",
    createdAt: at(ADOPTED),
    metaTitle: `Privacyverklaring – ${ctx.name}`,
    metaDescription: `Welke persoonsgegevens ${ctx.name} verwerkt, waarom, hoe lang we ze bewaren en welke rechten je hebt.`,
    blocks: oneBlock(
      section(
        `${ctx.name} brengt vrijwilligers en organisaties bij elkaar. Daarvoor hebben we persoonsgegevens nodig. In deze privacyverklaring lees je welke gegevens we verwerken, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt. We houden ons aan de Algemene verordening gegevensbescherming (AVG).`,
      ),
      section(
        "## Wie is verantwoordelijk?",
        `${ctx.name}, ${ctx.address}, is verantwoordelijk voor de verwerking van persoonsgegevens op deze website. Vragen over privacy? Mail naar ${mail(ctx)} of bel ${phone(ctx)}.`,
      ),
      section(
        "## Welke gegevens verwerken we?",
        [
          "- **Als je een account aanmaakt:** je naam, e-mailadres en wachtwoord (dat slaan we alleen versleuteld op) en, als je die invult, je telefoonnummer, functie en geslacht.",
          "- **Als je reageert op een vacature:** je naam, contactgegevens en je bericht aan de organisatie.",
          "- **Als je een organisatie aanmeldt:** de gegevens van de organisatie en van de contactpersoon.",
          "- **Als je een formulier invult:** de antwoorden die je geeft.",
          "- **Technische gegevens:** je IP-adres en het tijdstip van inloggen, om misbruik te voorkomen, zoals te veel inlogpogingen.",
        ].join("\n"),
        "We vragen niet naar bijzondere persoonsgegevens, zoals je gezondheid of geloof. Vraagt een organisatie om een Verklaring Omtrent het Gedrag (VOG), dan regel je die met de organisatie zelf; wij bewaren geen VOG.",
      ),
      section(
        "## Waarvoor gebruiken we je gegevens?",
        [
          "- om je account te beheren en je te laten inloggen;",
          "- om je reactie op een vacature door te sturen naar de organisatie die de vacature plaatste;",
          "- om je e-mails te sturen die bij je account horen, zoals de bevestiging van je aanmelding en, als je daarvoor kiest, de periodieke mail met nieuwe vacatures;",
          "- om nieuwe organisaties te beoordelen voordat hun vacatures zichtbaar worden;",
          "- om cijfers te maken over vrijwilligerswerk in onze regio, bijvoorbeeld voor de gemeente. Daarin ben je nooit herkenbaar.",
        ].join("\n"),
        "We verwerken je gegevens omdat dat nodig is om de dienst te leveren waarvoor je je aanmeldt, omdat je er toestemming voor geeft (bijvoorbeeld voor de periodieke mail) of omdat we er een gerechtvaardigd belang bij hebben, zoals het beveiligen van de website.",
      ),
      section(
        "## Met wie delen we je gegevens?",
        "Reageer je op een vacature, dan krijgt de organisatie van die vacature je naam, contactgegevens en bericht. Verder delen we gegevens alleen met partijen die ons helpen de website te laten werken: de hostingpartij (de database staat in de Europese Unie) en de dienst die onze e-mails verstuurt. Met hen hebben we een verwerkersovereenkomst. Zit een dienstverlener buiten de Europese Unie, dan gelden de standaardbepalingen van de Europese Commissie. We verkopen je gegevens nooit.",
      ),
      section(
        "## Hoe lang bewaren we je gegevens?",
        "We bewaren je gegevens niet langer dan nodig. Je account en alles wat daarbij hoort, bewaren we tot je je account verwijdert. Verwijder je je account, dan wissen we je persoonsgegevens; we houden alleen een aantekening dát het account is verwijderd, zodat we kunnen laten zien dat we je verzoek hebben uitgevoerd. Een reactie op een vacature bewaart de organisatie volgens haar eigen privacybeleid.",
      ),
      section(
        "## Cookies",
        "We gebruiken functionele cookies die nodig zijn om de website te laten werken: om je ingelogd te houden, om je keuze voor taal en kleurmodus te onthouden en om de juiste vrijwilligerscentrale te tonen. Daarvoor is geen toestemming nodig.",
        cookies,
      ),
      section(
        "## Jouw rechten",
        `Je mag je gegevens inzien, laten verbeteren of laten verwijderen, en je kunt bezwaar maken tegen het gebruik ervan. Veel kun je zelf: op [je profiel](/profiel) pas je je gegevens aan, download je al je gegevens en verwijder je je account. Lukt dat niet, of heb je een ander verzoek? Mail dan naar ${mail(ctx)}. We reageren binnen een maand.`,
      ),
      section(
        "## Beveiliging",
        "We beveiligen je gegevens met passende maatregelen. De website gebruikt een versleutelde verbinding (https), wachtwoorden slaan we alleen versleuteld op en alleen medewerkers die het voor hun werk nodig hebben, kunnen je gegevens zien.",
      ),
      section(
        "## Een klacht?",
        "Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons weten, dan zoeken we samen naar een oplossing. Je hebt ook het recht om een klacht in te dienen bij de [Autoriteit Persoonsgegevens](https://www.autoriteitpersoonsgegevens.nl).",
        `*Deze privacyverklaring is vastgesteld op ${ADOPTED_TEXT}. Als we iets wijzigen, zie je dat op deze pagina.*`,
      ),
    ),
  };
}

function accessibilityPage(ctx: LegalContext): PageSeed {
  return {
    slug: LEGAL_PAGE_SLUGS.accessibility,
    title: "Toegankelijkheidsverklaring",
    pageLayout: "default",
    createdAt: at(ADOPTED),
    metaTitle: `Toegankelijkheidsverklaring – ${ctx.name}`,
    metaDescription: `Hoe toegankelijk de website van ${ctx.name} is, wat nog niet goed werkt en hoe je ons een probleem meldt.`,
    blocks: oneBlock(
      section(
        `${ctx.name} wil dat iedereen deze website kan gebruiken, ook mensen met een beperking. Daarom bouwen we de website volgens de richtlijnen voor digitale toegankelijkheid WCAG 2.1 op niveau AA, de norm die ook voor websites van de Nederlandse overheid geldt.`,
      ),
      section(
        "## Waar deze verklaring over gaat",
        `Deze verklaring geldt voor de website ${ctx.host}. Video's en documenten van andere organisaties waarnaar we alleen verwijzen, vallen er niet onder.`,
      ),
      section(
        "## Status: voldoet gedeeltelijk",
        "Deze website voldoet gedeeltelijk aan de eisen. De meeste onderdelen werken goed met alleen een toetsenbord, met een schermlezer, bij 200% vergroting en zonder JavaScript. Een paar onderdelen voldoen nog niet; die staan hieronder, met wat we eraan doen.",
      ),
      section(
        "## Hoe we dit hebben onderzocht",
        "In oktober 2026 hebben we de website zelf getoetst aan WCAG 2.1 niveau AA. Alle pagina's zijn automatisch gecontroleerd met axe-core. De belangrijkste taken – vacatures bekijken, een account aanmaken, inloggen en je profiel beheren – hebben we met de hand getest: met alleen het toetsenbord, met de schermlezer NVDA, op een smal scherm en bij 200% vergroting. Een onafhankelijk onderzoek door een externe partij staat gepland voor het voorjaar van 2027.",
      ),
      section(
        "## Wat nog niet toegankelijk is",
        [
          "- **Video's zonder ondertiteling.** Een deel van de video's op onze pagina's heeft nog geen Nederlandse ondertiteling (WCAG 1.2.2). Vóór 1 maart 2027 hebben alle video's ondertitels. Tot die tijd sturen we je op verzoek een uitgeschreven tekst.",
          "- **Afbeeldingen en teksten van organisaties.** Vacatures en afbeeldingen worden door de organisaties zelf geplaatst. Soms ontbreekt een tekstalternatief bij een afbeelding (WCAG 1.1.1) of zijn koppen niet logisch opgebouwd (WCAG 1.3.1). We controleren nieuwe vacatures en helpen organisaties dit goed te doen.",
          "- **Foutmeldingen in formulieren.** Niet elke foutmelding zegt al precies wat je moet verbeteren (WCAG 3.3.3). Vóór 1 februari 2027 zijn alle meldingen duidelijk.",
        ].join("\n"),
      ),
      section(
        "## Loop je tegen een probleem aan?",
        `Kun je iets op deze website niet vinden of niet gebruiken? Laat het ons weten via ${mail(ctx)} of bel ${phone(ctx)}. Je krijgt binnen 5 werkdagen een ontvangstbevestiging en binnen 3 weken een inhoudelijke reactie. Kunnen we het probleem niet snel oplossen, dan helpen we je op een andere manier, bijvoorbeeld door de informatie per e-mail of telefoon te geven.`,
      ),
      section(
        "## Niet tevreden?",
        `Ben je niet tevreden over hoe we je melding hebben behandeld? Dien dan een klacht in via ${mail(ctx)} of per post aan ${ctx.name}, ${ctx.address}. We behandelen je klacht volgens onze klachtenregeling, die we je op verzoek toesturen.`,
      ),
      section(
        "## Datum",
        `Deze verklaring is opgesteld op ${ADOPTED_TEXT} en gebaseerd op ons onderzoek van oktober 2026. We werken de verklaring minstens één keer per jaar bij.`,
      ),
    ),
  };
}

/** The three legal pages of a centre, in footer order. */
export function legalPages(center: CenterSeed): PageSeed[] {
  const ctx = contextOf(center);
  return [termsPage(ctx), privacyPage(ctx), accessibilityPage(ctx)];
}

/** The centre with its legal pages added after its own pages. */
export function withLegalPages(center: CenterSeed): CenterSeed {
  return { ...center, pages: [...center.pages, ...legalPages(center)] };
}
