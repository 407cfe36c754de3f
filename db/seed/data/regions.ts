/**
 * Towns per demo centre for the bulk generator: real postcode prefixes (4 digits), street names that exist there
 * or in nearly every Dutch town, the town centre's coordinates and the phone area code. Generated addresses
 * scatter around the centre within `spread` degrees, so every point stays in the town (and in the Netherlands).
 */

export interface Town {
  city: string;
  postcodes: number[];
  latitude: number;
  longitude: number;
  /** Max offset in degrees from the town centre. */
  spread: number;
  /** Area code including the leading 0 ("026", "0525"). */
  areaCode: string;
  streets: string[];
}

/** Street names found in most Dutch towns; mixed in with each town's own streets. */
const COMMON_STREETS = [
  "Kerkstraat",
  "Schoolstraat",
  "Molenweg",
  "Julianastraat",
  "Wilhelminastraat",
  "Beatrixlaan",
  "Beukenlaan",
  "Eikenlaan",
  "Lindelaan",
  "Kastanjelaan",
  "Prins Bernhardstraat",
  "Oranjestraat",
  "Nieuwstraat",
  "Industrieweg",
  "Sportlaan",
  "Parallelweg",
];

function town(
  city: string,
  postcodes: number[],
  latitude: number,
  longitude: number,
  areaCode: string,
  streets: string[],
  spread = 0.008,
): Town {
  return { city, postcodes, latitude, longitude, spread, areaCode, streets: [...streets, ...COMMON_STREETS] };
}

const NATIONAL: Town[] = [
  town(
    "Utrecht",
    [3511, 3512, 3513, 3514, 3521, 3522, 3531, 3532, 3572, 3581, 3583],
    52.0907,
    5.1214,
    "030",
    ["Oudegracht", "Biltstraat", "Lange Viestraat", "Kanaalstraat", "Amsterdamsestraatweg", "Vleutenseweg", "Catharijnesingel"],
    0.015,
  ),
  town(
    "Amsterdam",
    [1012, 1013, 1015, 1016, 1017, 1018, 1053, 1054, 1071, 1091, 1093],
    52.3676,
    4.9041,
    "020",
    [
      "Nieuwezijds Voorburgwal",
      "Kinkerstraat",
      "Javastraat",
      "Van Woustraat",
      "Ferdinand Bolstraat",
      "Czaar Peterstraat",
      "Bilderdijkstraat",
    ],
    0.02,
  ),
  town(
    "Rotterdam",
    [3011, 3012, 3013, 3014, 3021, 3031, 3032, 3071, 3072, 3083],
    51.9244,
    4.4777,
    "010",
    ["Coolsingel", "Nieuwe Binnenweg", "Zwart Janstraat", "Beijerlandselaan", "Mathenesserlaan", "Zuidplein", "Oudedijk"],
    0.02,
  ),
  town(
    "Zwolle",
    [8011, 8012, 8013, 8014, 8021, 8022, 8023],
    52.5168,
    6.083,
    "038",
    ["Melkmarkt", "Assendorperstraat", "Diezerstraat", "Thorbeckegracht", "Deventerstraatweg", "Middelweg"],
    0.012,
  ),
  town(
    "Groningen",
    [9711, 9712, 9713, 9714, 9715, 9716, 9721, 9725],
    53.2194,
    6.5665,
    "050",
    ["Oude Boteringestraat", "Herestraat", "Oosterstraat", "Nieuwe Ebbingestraat", "Korreweg", "Paterswoldseweg"],
    0.015,
  ),
  town(
    "Eindhoven",
    [5611, 5612, 5613, 5614, 5615, 5616, 5621, 5643],
    51.4416,
    5.4697,
    "040",
    ["Stratumseind", "Stratumsedijk", "Kruisstraat", "Woenselse Markt", "Boschdijk", "Aalsterweg"],
    0.015,
  ),
  town(
    "Den Haag",
    [2511, 2512, 2513, 2514, 2517, 2518, 2562, 2563, 2571],
    52.0705,
    4.3007,
    "070",
    ["Laan van Meerdervoort", "Prinsegracht", "Weimarstraat", "Frederik Hendriklaan", "Paviljoensgracht", "Beeklaan"],
    0.018,
  ),
  town(
    "Nijmegen",
    [6511, 6512, 6521, 6522, 6523, 6524, 6531, 6541],
    51.8126,
    5.8372,
    "024",
    ["Grote Markt", "Molenstraat", "Graafseweg", "Groesbeekseweg", "Sint Annastraat", "Hatertseweg"],
    0.015,
  ),
  town(
    "Leeuwarden",
    [8911, 8912, 8913, 8914, 8921, 8932],
    53.2012,
    5.7999,
    "058",
    ["Nieuwestad", "Voorstreek", "Oostergrachtswal", "Harlingerstraatweg", "Zuidvliet"],
    0.012,
  ),
  town(
    "Maastricht",
    [6211, 6212, 6213, 6214, 6215, 6221, 6224],
    50.8514,
    5.691,
    "043",
    ["Markt", "Wycker Brugstraat", "Brusselsestraat", "Tongersestraat", "Scharnerweg", "Akersteenweg"],
    0.012,
  ),
];

/** Towns per seeded centre id; unknown centres (added later through the app) fall back to the national list. */
export const REGIONS: Record<number, Town[]> = {
  1: [
    town("Oldebroek", [8096], 52.4458, 5.901, "0525", [
      "Zuiderzeestraatweg",
      "Eperweg",
      "Bovenstraat",
      "Raadhuislaan",
      "Mheneweg Zuid",
      "Mheneweg Noord",
    ]),
    town("Wezep", [8091, 8092], 52.463, 6.006, "038", ["Zuiderzeestraatweg", "Stationsweg", "Kerkweg", "Rondweg"]),
    town("Hattemerbroek", [8094], 52.4733, 6.0181, "038", ["Zuiderzeestraatweg", "Hattemerweg", "Kerkweg"], 0.005),
    town("Oosterwolde", [8097], 52.4668, 5.8842, "0525", ["Oosterwolderweg", "Zuiderzeestraatweg", "Kerkweg"], 0.005),
  ],
  2: [
    town(
      "Roermond",
      [6041, 6042, 6043, 6044, 6045, 6046],
      51.1942,
      5.987,
      "0475",
      [
        "Swalmerstraat",
        "Kapellerlaan",
        "Hamstraat",
        "Neerstraat",
        "Steenweg",
        "Godsweerderstraat",
        "Oranjelaan",
        "Heinsbergerweg",
        "Maastrichterweg",
        "Roerkade",
      ],
      0.012,
    ),
    town("Herten", [6049], 51.18, 5.965, "0475", ["Kerkstraat", "Dorpstraat"], 0.006),
    town("Swalmen", [6071], 51.231, 6.035, "0475", ["Hoofdstraat", "Markt", "Stationsstraat"], 0.006),
  ],
  3: [
    town(
      "Arnhem",
      [
        6811, 6812, 6813, 6814, 6815, 6816, 6821, 6822, 6823, 6824, 6825, 6826, 6827, 6828, 6832, 6833, 6841, 6842, 6843, 6844,
        6845, 6846,
      ],
      51.9851,
      5.8987,
      "026",
      [
        "Jansbinnensingel",
        "Steenstraat",
        "Velperweg",
        "Amsterdamseweg",
        "Utrechtseweg",
        "Klarendalseweg",
        "Hommelseweg",
        "Rosendaalseweg",
        "Kemperbergerweg",
        "Westervoortsedijk",
        "Burgemeester Matsersingel",
        "Laan van Presikhaaf",
      ],
      0.022,
    ),
  ],
  4: [
    town(
      "Demodorp",
      [3794, 3795],
      52.1602,
      5.5213,
      "0342",
      ["Brink", "Dorpsstraat", "Marktplein", "Stationsweg", "Wilhelminalaan"],
      0.007,
    ),
  ],
  5: NATIONAL,
  6: [
    town(
      "Venlo",
      [5911, 5912, 5913, 5914, 5915, 5916],
      51.3704,
      6.1724,
      "077",
      ["Parade", "Lomstraat", "Klaasstraat", "Kaldenkerkerweg", "Nijmeegseweg", "Eindhovenseweg"],
      0.012,
    ),
    town("Blerick", [5921, 5922, 5923, 5924, 5925], 51.368, 6.148, "077", ["Antoniuslaan", "Kloosterstraat"], 0.008),
    town("Tegelen", [5931, 5932, 5933], 51.344, 6.138, "077", ["Kerkstraat", "Maasstraat", "Markt"], 0.008),
  ],
};

export const NATIONAL_TOWNS = NATIONAL;

export function townsForCenter(centerId: number): Town[] {
  return REGIONS[centerId] ?? NATIONAL;
}
