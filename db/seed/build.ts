/**
 * Turns the demo data into table rows with explicit ids. Ids are handed out per table in data order, so the seed
 * is identical on every machine and tests or links (e.g. /organizations/3) can rely on them. Also validates what
 * the database cannot: block props against their Zod schema and menu links against existing pages.
 */
import { parseBlockProps } from "../../contract/content-blocks";
import type {
  addresses,
  contactPersons,
  contentBlocks,
  geocodeCache,
  menuItems,
  organizationProfiles,
  organizations,
  pages,
  stockImages,
  volunteerCenterProfiles,
  volunteerCenters,
} from "../schema";
import { SEED_CENTERS } from "./data";
import { CONTACT_NAMES, EXTRA_ORGANIZATIONS, type ExtraOrganizationSeed, MUNICIPALITIES } from "./data/organization-extras";
import { DEMO_STOCK_IMAGES, stockImageFile } from "./data/stock-images";
import type { CenterSeed, MenuItemSeed, OrganizationSeed } from "./data/types";

export interface SeedRows {
  volunteerCenters: (typeof volunteerCenters.$inferInsert)[];
  volunteerCenterProfiles: (typeof volunteerCenterProfiles.$inferInsert)[];
  organizations: (typeof organizations.$inferInsert)[];
  addresses: (typeof addresses.$inferInsert)[];
  organizationProfiles: (typeof organizationProfiles.$inferInsert)[];
  contactPersons: (typeof contactPersons.$inferInsert)[];
  /** PDOK answers for every seeded address, so lookups work offline (ADR 0019). */
  geocodeCache: (typeof geocodeCache.$inferInsert)[];
  pages: (typeof pages.$inferInsert)[];
  contentBlocks: (typeof contentBlocks.$inferInsert)[];
  menuItems: (typeof menuItems.$inferInsert)[];
  /** The tenant's stock image library (no centre): the demo illustrations, per tenant (ADR 0058). */
  stockImages: (typeof stockImages.$inferInsert)[];
}

export function buildSeedRows(centers: CenterSeed[] = SEED_CENTERS): SeedRows {
  const rows: SeedRows = {
    volunteerCenters: [],
    volunteerCenterProfiles: [],
    organizations: [],
    addresses: [],
    organizationProfiles: [],
    contactPersons: [],
    geocodeCache: [],
    pages: [],
    contentBlocks: [],
    menuItems: [],
    stockImages: [],
  };
  const next = { profile: 1, organization: 1, address: 1, organizationProfile: 1, page: 1, block: 1, menuItem: 1, stockImage: 1 };
  const stocked = new Set<string>();
  const cached = new Set<string>();

  /** An organisation with its address (geocoded: real coordinates), profile and contact person. */
  const addOrganization = (tenantId: string, volunteerCenterId: number, org: OrganizationSeed | ExtraOrganizationSeed) => {
    const organizationId = next.organization++;
    const orgStamps = { createdAt: org.createdAt, updatedAt: org.createdAt };
    const decided = org.status === "denied" || org.status === "archived";
    rows.organizations.push({
      id: organizationId,
      tenantId,
      volunteerCenterId,
      type: org.type ?? "NonProfit",
      name: org.name,
      website: org.website,
      email: org.email,
      phoneNumber: org.phoneNumber,
      description: org.description,
      status: org.status ?? "approved",
      decisionReason: "decisionReason" in org ? (org.decisionReason ?? null) : null,
      decidedAt: decided || (org.status ?? "approved") === "approved" ? org.createdAt : null,
      novChecklist: decided
        ? {
            social_purpose: true,
            no_profit_motive: org.status !== "denied",
            no_paid_work_replacement: true,
            volunteer_insurance: true,
          }
        : null,
      ...orgStamps,
    });
    const [houseNumber, addition] = splitHouseNumber(org.address.houseNumber);
    const municipality = MUNICIPALITIES[org.address.city] ?? org.address.city;
    rows.addresses.push({
      id: next.address++,
      tenantId,
      organizationId,
      ...org.address,
      houseNumber,
      houseNumberAddition: addition,
      municipality,
      country: "NL",
      geocoded: true,
      ...orgStamps,
    });
    const key = `${org.address.postalCode}|${houseNumber}|${addition ?? ""}`;
    if (!cached.has(key)) {
      cached.add(key);
      rows.geocodeCache.push({
        id: rows.geocodeCache.length + 1,
        postalCode: org.address.postalCode,
        houseNumber,
        houseNumberAddition: addition ?? "",
        found: true,
        street: org.address.street,
        city: org.address.city,
        municipality,
        latitude: org.address.latitude,
        longitude: org.address.longitude,
        fetchedAt: org.createdAt,
      });
    }
    rows.organizationProfiles.push({
      id: next.organizationProfile++,
      tenantId,
      organizationId,
      nonProfitType: org.profile.nonProfitType,
      showOnSocialMap: org.profile.showOnSocialMap ?? true,
      activityTypeIds: org.profile.activityTypeIds,
      ...orgStamps,
    });
    const [first, last, jobTitle] = CONTACT_NAMES[(organizationId - 1) % CONTACT_NAMES.length];
    rows.contactPersons.push({
      id: organizationId,
      tenantId,
      organizationId,
      name: `${first} ${last}`,
      email: org.email,
      phoneNumber: org.phoneNumber,
      jobTitle,
      ...orgStamps,
    });
  };

  for (const center of centers) {
    const { id: volunteerCenterId, tenantId, createdAt } = center;
    const stamps = { createdAt, updatedAt: createdAt };
    rows.volunteerCenters.push({
      id: volunteerCenterId,
      tenantId,
      name: center.name,
      slug: center.slug,
      email: center.email,
      phoneNumber: center.phoneNumber,
      website: center.website,
      city: center.city,
      ...stamps,
    });
    rows.volunteerCenterProfiles.push({
      id: next.profile++,
      tenantId,
      volunteerCenterId,
      name: center.name,
      ...center.profile,
      gtagId: center.profile.gtagId ?? null,
      primaryColorShades: center.profile.primaryColorShades ?? null,
      cssVariables: center.profile.cssVariables ?? {},
      ...stamps,
    });

    for (const org of center.organizations) addOrganization(tenantId, volunteerCenterId, org);

    const pageIds = new Map<string, number>();
    for (const page of center.pages) {
      const pageId = next.page++;
      if (pageIds.has(page.slug)) throw new Error(`Seed: duplicate slug "${page.slug}" in centre ${volunteerCenterId}`);
      pageIds.set(page.slug, pageId);
      const { blocks, createdAt: pageCreatedAt, ...fields } = page;
      rows.pages.push({
        id: pageId,
        tenantId,
        volunteerCenterId,
        pageLayout: "wide",
        pageType: "default",
        isPublished: true,
        ...fields,
        createdAt: pageCreatedAt,
        updatedAt: pageCreatedAt,
      });
      blocks.forEach((block, index) => {
        const parsed = parseBlockProps(block.type, block.props);
        if (!parsed.success) {
          throw new Error(
            `Seed: invalid ${block.type} block #${index + 1} on page "${page.slug}" of centre ${volunteerCenterId}: ${parsed.error.message}`,
          );
        }
        rows.contentBlocks.push({
          id: next.block++,
          tenantId,
          pageId,
          position: index + 1,
          blockType: block.type,
          props: parsed.data as Record<string, unknown>,
          createdAt: pageCreatedAt,
          updatedAt: pageCreatedAt,
        });
      });
    }

    // Parents are pushed before their children, so one-row-per-statement inserts satisfy the parent_id FK.
    const addMenu = (menu: "header" | "footer", items: MenuItemSeed[], parentId: number | null) => {
      items.forEach((item, index) => {
        const id = next.menuItem++;
        const pageId = "page" in item.link ? pageIds.get(item.link.page) : undefined;
        if ("page" in item.link && pageId === undefined) {
          throw new Error(
            `Seed: menu item "${item.name}" links to missing page "${item.link.page}" in centre ${volunteerCenterId}`,
          );
        }
        rows.menuItems.push({
          id,
          tenantId,
          volunteerCenterId,
          menu,
          name: item.name,
          nameEn: item.nameEn ?? null,
          parentId,
          linkType: "page" in item.link ? "content_page" : "system_page",
          pageId: pageId ?? null,
          systemPageId: "system" in item.link ? item.link.system : null,
          position: index + 1,
          ...stamps,
        });
        if (item.children) addMenu(menu, item.children, id);
      });
    };
    addMenu("header", center.headerMenu, null);
    addMenu("footer", center.footerMenu, null);

    // The library is the tenant's: once per tenant, with its first centre's date (deterministic, a minute apart).
    if (!stocked.has(tenantId)) {
      stocked.add(tenantId);
      DEMO_STOCK_IMAGES.forEach((image, index) => {
        const { url, alt } = stockImageFile(image);
        const at = new Date(Date.parse(createdAt) + index * 60_000).toISOString();
        rows.stockImages.push({
          id: next.stockImage++,
          tenantId,
          name: image.name,
          description: image.description,
          shortDescription: alt,
          imageUrl: url,
          keywords: image.keywords,
          createdAt: at,
          updatedAt: at,
        });
      });
    }
  }
  // After every centre's own organisations, so their ids stay stable.
  for (const org of EXTRA_ORGANIZATIONS) {
    const center = centers.find((c) => c.id === org.centerId);
    if (center) addOrganization(center.tenantId, center.id, org);
  }
  return rows;
}

/** `24a` → [`24`, `a`]: the number and its addition, as PDOK keeps them. */
function splitHouseNumber(value: string): [string, string | null] {
  const match = /^(\d+)\s*-?\s*(.*)$/.exec(value.trim());
  if (!match) return [value, null];
  return [match[1], match[2] ? match[2] : null];
}
