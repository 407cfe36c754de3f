/**
 * Places of the demo vacancies: own addresses (a vacancy away from its organisation) per centre, and the
 * tenants' main places, whose postcodes the postcode cache knows so `filter[near]` works offline.
 */

/** A vacancy's own address: somewhere else than the organisation (location_type `address`), per centre. */
export interface OwnAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  municipality: string;
  latitude: number;
  longitude: number;
}

export const OWN_ADDRESSES: Record<number, OwnAddress[]> = {
  1: [
    {
      street: "Stationsweg",
      houseNumber: "18",
      postalCode: "8091 AB",
      city: "Wezep",
      municipality: "Oldebroek",
      latitude: 52.4601,
      longitude: 6.0044,
    },
    {
      street: "Kerkweg",
      houseNumber: "5",
      postalCode: "8096 AG",
      city: "Oldebroek",
      municipality: "Oldebroek",
      latitude: 52.4449,
      longitude: 5.9027,
    },
  ],
  2: [
    {
      street: "Stationsstraat",
      houseNumber: "2",
      postalCode: "6071 BH",
      city: "Swalmen",
      municipality: "Roermond",
      latitude: 51.2296,
      longitude: 6.0397,
    },
    {
      street: "Markt",
      houseNumber: "24",
      postalCode: "6041 EM",
      city: "Roermond",
      municipality: "Roermond",
      latitude: 51.1939,
      longitude: 5.9866,
    },
  ],
  3: [
    {
      street: "Sonsbeekweg",
      houseNumber: "4",
      postalCode: "6814 BA",
      city: "Arnhem",
      municipality: "Arnhem",
      latitude: 51.9934,
      longitude: 5.9064,
    },
    {
      street: "Elderhofseweg",
      houseNumber: "30",
      postalCode: "6842 DZ",
      city: "Arnhem",
      municipality: "Arnhem",
      latitude: 51.9555,
      longitude: 5.8958,
    },
  ],
  4: [
    {
      street: "Marktplein",
      houseNumber: "6",
      postalCode: "3794 AM",
      city: "Demodorp",
      municipality: "Demodorp",
      latitude: 52.1606,
      longitude: 5.5221,
    },
  ],
  5: [
    {
      street: "Dam",
      houseNumber: "1",
      postalCode: "1012 JS",
      city: "Amsterdam",
      municipality: "Amsterdam",
      latitude: 52.3731,
      longitude: 4.8926,
    },
    {
      street: "Coolsingel",
      houseNumber: "40",
      postalCode: "3011 AD",
      city: "Rotterdam",
      municipality: "Rotterdam",
      latitude: 51.9227,
      longitude: 4.4792,
    },
  ],
  6: [
    {
      street: "Markt",
      houseNumber: "10",
      postalCode: "5931 JB",
      city: "Tegelen",
      municipality: "Venlo",
      latitude: 51.3447,
      longitude: 6.1367,
    },
  ],
};

/** The tenants' main places (centre postcodes), so `filter[near]` on them works offline too. */
const MAIN: [postalCode: string, city: string, municipality: string, latitude: number, longitude: number][] = [
  ["8096 BH", "Oldebroek", "Oldebroek", 52.4458, 5.901],
  ["8091 CA", "Wezep", "Oldebroek", 52.463, 6.006],
  ["8051 BA", "Hattem", "Hattem", 52.4752, 6.0627],
  ["8097 PA", "Oosterwolde", "Oldebroek", 52.4668, 5.8842],
  ["6041 CP", "Roermond", "Roermond", 51.1942, 5.9874],
  ["6071 CA", "Swalmen", "Roermond", 51.231, 6.035],
  ["6049 BA", "Herten", "Roermond", 51.18, 5.965],
  ["6811 GW", "Arnhem", "Arnhem", 51.9838, 5.9057],
  ["3794 AB", "Demodorp", "Demodorp", 52.1602, 5.5213],
  ["3512 JC", "Utrecht", "Utrecht", 52.0907, 5.1214],
  ["1012 JS", "Amsterdam", "Amsterdam", 52.3731, 4.8926],
  ["3011 AD", "Rotterdam", "Rotterdam", 51.9227, 4.4792],
  ["2511 CV", "Den Haag", "'s-Gravenhage", 52.0786, 4.3125],
  ["8011 LW", "Zwolle", "Zwolle", 52.5125, 6.0921],
  ["9711 LV", "Groningen", "Groningen", 53.2194, 6.5665],
  ["5611 EM", "Eindhoven", "Eindhoven", 51.4416, 5.4697],
  ["6511 KB", "Nijmegen", "Nijmegen", 51.8476, 5.8634],
  ["6211 CK", "Maastricht", "Maastricht", 50.8514, 5.691],
  ["8911 KJ", "Leeuwarden", "Leeuwarden", 53.2012, 5.7999],
  ["5911 CD", "Venlo", "Venlo", 51.3704, 6.1712],
];
export const MAIN_PLACES: OwnAddress[] = MAIN.map(([postalCode, city, municipality, latitude, longitude]) => ({
  street: "",
  houseNumber: "",
  postalCode,
  city,
  municipality,
  latitude,
  longitude,
}));
