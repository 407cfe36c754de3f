/** All demo centres, in id order. Ids of every other row follow from this order (see db/seed/build.ts). */
import { demo } from "./demo";
import { withLegalPages } from "./legal";
import { meedoen } from "./meedoen";
import { oldebroek } from "./oldebroek";
import { publicNational, publicVenlo } from "./public";
import { roermond } from "./roermond";
import type { CenterSeed } from "./types";

/** Every centre also gets the legal pages its footer links to (./legal.ts). */
export const SEED_CENTERS: CenterSeed[] = [oldebroek, roermond, meedoen, demo, publicNational, publicVenlo].map(withLegalPages);
