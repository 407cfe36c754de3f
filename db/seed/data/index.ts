/** All demo centres, in id order. Ids of every other row follow from this order (see db/seed/build.ts). */
import { demo } from "./demo";
import { meedoen } from "./meedoen";
import { oldebroek } from "./oldebroek";
import { publicNational, publicVenlo } from "./public";
import { roermond } from "./roermond";
import type { CenterSeed } from "./types";

export const SEED_CENTERS: CenterSeed[] = [oldebroek, roermond, meedoen, demo, publicNational, publicVenlo];
