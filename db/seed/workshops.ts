/**
 * A few upcoming workshops per centre (docs/decisions/0072-workshops.md), so `/workshops` is not empty on a fresh
 * database. Relative to the seed's day (db/seed/clock.ts), at wall-clock times in Amsterdam.
 */
import { localToUtc } from "../../contract/activity-time";
import type { workshops } from "../schema";
import { addDays, stamp } from "./clock";

interface WorkshopSeed {
  days: number;
  start: string;
  end: string;
  capacity: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  place: string;
}

const WORKSHOPS: WorkshopSeed[] = [
  {
    days: 10,
    start: "19:30",
    end: "21:30",
    capacity: 12,
    title: "Eerste hulp voor vrijwilligers",
    titleEn: "First aid for volunteers",
    description: "Een avond oefenen met de basis van eerste hulp: reanimeren, verbinden en wat je doet tot de hulp er is.",
    descriptionEn: "An evening practising the basics of first aid: resuscitation, bandaging and what to do until help arrives.",
    place: "Vrijwilligerscentrum, grote zaal",
  },
  {
    days: 17,
    start: "10:00",
    end: "12:00",
    capacity: 8,
    title: "Omgaan met grenzen",
    titleEn: "Setting boundaries",
    description: "Hoe zeg je nee zonder iemand teleur te stellen? Met oefeningen uit de praktijk van vrijwilligers.",
    descriptionEn: "How do you say no without letting someone down? With exercises from volunteers' practice.",
    place: "Bibliotheek, leeszaal",
  },
  {
    days: 31,
    start: "14:00",
    end: "16:30",
    capacity: 20,
    title: "Welkom als vrijwilliger",
    titleEn: "Welcome as a volunteer",
    description: "Kennismaken met het centrum, je rechten en plichten als vrijwilliger en de verzekering.",
    descriptionEn: "Getting to know the centre, your rights and duties as a volunteer and the insurance.",
    place: "Vrijwilligerscentrum, ontmoetingsruimte",
  },
];

/** The workshops of these centres (their ids given), relative to `today`. */
export function buildWorkshopRows(
  centers: Array<{ id?: number; tenantId: string }>,
  today: string,
): (typeof workshops.$inferInsert)[] {
  const made = stamp(today, -3, 9);
  return centers.flatMap((center) =>
    WORKSHOPS.map((w) => ({
      tenantId: center.tenantId,
      volunteerCenterId: center.id as number,
      title: w.title,
      titleEn: w.titleEn,
      description: w.description,
      descriptionEn: w.descriptionEn,
      startsAt: localToUtc(addDays(today, w.days), w.start),
      endsAt: localToUtc(addDays(today, w.days), w.end),
      place: w.place,
      capacity: w.capacity,
      createdAt: made,
      updatedAt: made,
    })),
  );
}
