/**
 * The demo stock image library (SPEC §3 Stock image; ADR 0058): the illustrations that ship in public/demo/images,
 * so the image picker is filled on a fresh clone. Stock images are the tenant's (no centre): every demo tenant gets
 * this set. They point at those files by site path (`image_url`), so they need nothing in the UPLOADS bucket.
 */
import { IMAGES, type ImageKey } from "./shared";

export interface StockImageSeed {
  image: ImageKey;
  name: string;
  description: string;
  keywords: string[];
}

export const DEMO_STOCK_IMAGES: StockImageSeed[] = [
  {
    image: "hands",
    name: "Samen een hart",
    description: "Voor pagina's over vrijwilligerswerk in het algemeen: samen iets doen voor een ander.",
    keywords: ["samen", "vrijwilligers", "hart"],
  },
  {
    image: "garden",
    name: "Moestuin",
    description: "Voor klussen in tuinen, groen in de wijk en natuurwerk.",
    keywords: ["tuin", "natuur", "groen"],
  },
  {
    image: "elderlyCare",
    name: "Koffie met een buur",
    description: "Voor maatjesprojecten, bezoekwerk en zorg.",
    keywords: ["zorg", "ouderen", "maatje"],
  },
  {
    image: "sports",
    name: "Sportveld",
    description: "Voor sportverenigingen en bewegen.",
    keywords: ["sport", "vereniging"],
  },
  {
    image: "reading",
    name: "Boeken en leeslamp",
    description: "Voor taalhulp, voorlezen en de bibliotheek.",
    keywords: ["taal", "lezen", "bibliotheek"],
  },
  {
    image: "food",
    name: "Voedselkratten",
    description: "Voor de voedselbank en inzamelacties.",
    keywords: ["voedselbank", "eten"],
  },
];

/** The site path and short description (its alt text) of a demo stock image. */
export const stockImageFile = (seed: StockImageSeed) => ({ url: IMAGES[seed.image].url, alt: IMAGES[seed.image].alt });
