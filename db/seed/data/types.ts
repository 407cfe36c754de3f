/**
 * Shapes of the hand-written demo data. Ids are not part of the data: db/seed/build.ts assigns them in a fixed
 * order, so the same data always yields the same ids. Pages and menu items refer to each other by slug.
 */
import type { z } from "zod";
import type { TenantId } from "../../../config/tenants";
import type { BlockType, blockPropsSchemas } from "../../../contract/content-blocks";
import type { FooterColumn, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, PAGE_LAYOUTS, PAGE_TYPES } from "../../schema";

/** Props as written (before Zod defaults are applied). */
export type BlockInput<T extends BlockType> = z.input<(typeof blockPropsSchemas)[T]>;
export type BlockSeed = { [T in BlockType]: { type: T; props: BlockInput<T> } }[BlockType];
export type ImageInput = BlockInput<"Image">["image"];

/** Keys of contract/system-pages.ts that the demo menus link to. */
export type SystemPageId =
  | "home"
  | "vacancies"
  | "news"
  | "social_map"
  | "activity_calendar"
  | "organization_signup"
  | "signup"
  | "one_on_one";

export interface AddressSeed {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface OrganizationSeed {
  type?: (typeof ORGANIZATION_TYPES)[number];
  name: string;
  website: string;
  email: string;
  phoneNumber: string;
  description: string;
  status?: (typeof ORGANIZATION_STATUSES)[number];
  createdAt: string;
  address: AddressSeed;
  profile: { nonProfitType: string; showOnSocialMap?: boolean; activityTypeIds: number[] };
}

export interface PageSeed {
  slug: string;
  title: string;
  pageType?: (typeof PAGE_TYPES)[number];
  pageLayout?: (typeof PAGE_LAYOUTS)[number];
  showTitleOnPage?: boolean;
  isPublished?: boolean;
  summary?: string;
  featured?: boolean;
  imageUrl?: string;
  metaTitle?: string;
  metaDescription?: string;
  ogTitle?: string;
  ogDescription?: string;
  /** The optional English texts (ADR 0041); absent = the Dutch one stands in on /en. */
  titleEn?: string;
  summaryEn?: string;
  metaTitleEn?: string;
  metaDescriptionEn?: string;
  ogTitleEn?: string;
  ogDescriptionEn?: string;
  publishedAt?: string;
  createdAt: string;
  blocks: BlockSeed[];
}

export type MenuLink = { page: string } | { system: SystemPageId };

export interface MenuItemSeed {
  name: string;
  /** The English name (ADR 0039); absent: the Dutch one stands in on /en. */
  nameEn?: string;
  link: MenuLink;
  children?: MenuItemSeed[];
}

export interface ProfileSeed {
  websiteLogoUrl: string;
  websiteLogoDarkModeUrl: string;
  faviconUrl: string;
  gtagId?: string;
  primaryColorPreset: string;
  /** JSON text with all 11 steps; only with the 'mauve' preset. */
  primaryColorShades?: string;
  secondaryColorPreset: string;
  mutedColorPreset: "gray" | "slate" | "stone" | "zinc" | "neutral";
  fontSans: string;
  fontHeading: string;
  shape: "rounded" | "straight";
  headerSticky?: boolean;
  headerLanguageToggle?: boolean;
  cssVariables?: Record<string, string>;
  footerColumns: FooterColumn[];
  showAnbiLogo: boolean;
  showNovLogo: boolean;
}

export interface CenterSeed {
  id: number;
  tenantId: TenantId;
  name: string;
  slug: string;
  email: string;
  phoneNumber: string;
  website: string;
  city: string;
  createdAt: string;
  profile: ProfileSeed;
  organizations: OrganizationSeed[];
  pages: PageSeed[];
  headerMenu: MenuItemSeed[];
  footerMenu: MenuItemSeed[];
}
