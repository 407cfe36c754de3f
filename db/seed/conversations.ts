/**
 * Demo conversations (ADR 0064): in the demo tenant, the demo volunteer asked the demo organisation (the
 * organisation superuser's) about one of its published vacancies, and got an answer; the organisation wrote a
 * second thread about the volunteer's application when there is one. So /conversations is not empty on a fresh
 * clone: the volunteer has an unread answer, the organisation superuser an unread question. Fixed texts; times
 * relative to the seed's day (db/seed/clock.ts). Rows are found by the demo accounts' addresses, so the ids
 * the rest of the seed gave do not matter.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../index";
import { stamp } from "./clock";

const TENANT = "demo";
const VOLUNTEER = `volunteer@${TENANT}.example.org`;
const STAFF = `organization_superuser@${TENANT}.example.org`;

interface DemoMessage {
  side: "volunteer" | "organization";
  body: string;
  /** Days before the seed's day, and the hour (UTC). */
  daysAgo: number;
  hour: number;
}

const VACANCY_THREAD: DemoMessage[] = [
  {
    side: "volunteer",
    body: "Hallo! Ik wil graag helpen, maar ik werk overdag. Kan het ook op zaterdagochtend?",
    daysAgo: 3,
    hour: 9,
  },
  {
    side: "organization",
    body: "Hoi Vera, leuk dat je wilt helpen! Zaterdagochtend kan prima: we beginnen om 10 uur. Kom je een keer kennismaken?",
    daysAgo: 2,
    hour: 14,
  },
];

const APPLICATION_THREAD: DemoMessage[] = [
  {
    side: "organization",
    body: "Dank je voor je aanmelding! Wanneer heb je tijd voor een kennismakingsgesprek?",
    daysAgo: 1,
    hour: 10,
  },
  {
    side: "volunteer",
    body: "Donderdagmiddag komt mij goed uit. Tot dan!",
    daysAgo: 0,
    hour: 8,
  },
];

const volunteerId = sql`(select id from users where tenant_id = ${TENANT} and email = ${VOLUNTEER})`;
const staffId = sql`(select id from users where tenant_id = ${TENANT} and email = ${STAFF})`;
const organizationId = sql`(select organization_id from organization_memberships where user_id = ${staffId} order by id limit 1)`;
const firstVacancy = sql`(select id from vacancies where tenant_id = ${TENANT} and organization_id = ${organizationId}
  and status = 'published' and deleted_at is null order by id limit 1)`;
const firstApplication = sql`(select id from applications where tenant_id = ${TENANT} and user_id = ${volunteerId}
  and organization_id = ${organizationId} order by id limit 1)`;

function threadStatements(
  today: string,
  thread: { originKey: SQL; origin: "vacancy" | "application"; subject: SQL; vacancyId: SQL; applicationId: SQL | null },
  messages: DemoMessage[],
): SQL[] {
  const at = (m: DemoMessage) => stamp(today, -m.daysAgo, m.hour);
  const id = sql`(select id from conversations where tenant_id = ${TENANT} and volunteer_id = ${volunteerId}
    and organization_id = ${organizationId} and origin_key = ${thread.originKey})`;
  const last = messages[messages.length - 1]!;
  return [
    sql`insert or ignore into conversations (tenant_id, volunteer_id, organization_id, subject, origin, origin_key, vacancy_id,
        application_id, last_message_at, message_count, created_at)
      select ${TENANT}, ${volunteerId}, ${organizationId}, ${thread.subject}, ${thread.origin}, ${thread.originKey},
        ${thread.vacancyId}, ${thread.applicationId}, ${at(last)}, ${messages.length}, ${at(messages[0]!)}
      where ${volunteerId} is not null and ${organizationId} is not null and ${thread.originKey} is not null`,
    ...messages.map(
      (m) => sql`insert into conversation_messages (tenant_id, conversation_id, sender_id, sender_side, body, created_at)
        select ${TENANT}, ${id}, ${m.side === "volunteer" ? volunteerId : staffId}, ${m.side}, ${m.body}, ${at(m)}
        where ${id} is not null`,
    ),
    // Each writer has read what they wrote: the other side's last message is what is unread.
    ...(["volunteer", "organization"] as const).map(
      (side) => sql`insert or replace into conversation_reads (tenant_id, conversation_id, user_id, last_read_message_id)
        select ${TENANT}, ${id}, ${side === "volunteer" ? volunteerId : staffId},
          (select max(id) from conversation_messages where conversation_id = ${id} and sender_side = ${side})
        where ${id} is not null and exists (select 1 from conversation_messages where conversation_id = ${id} and sender_side = ${side})`,
    ),
  ];
}

/** The demo threads' statements, run one by one after the rest of the seed (they look its rows up). */
export function conversationSeedStatements(today: string): SQL[] {
  return [
    ...threadStatements(
      today,
      {
        originKey: sql`'vacancy:' || ${firstVacancy}`,
        origin: "vacancy",
        subject: sql`(select title from vacancies where id = ${firstVacancy})`,
        vacancyId: firstVacancy,
        applicationId: null,
      },
      VACANCY_THREAD,
    ),
    ...threadStatements(
      today,
      {
        originKey: sql`'application:' || ${firstApplication}`,
        origin: "application",
        subject: sql`(select v.title from applications a join vacancies v on v.id = a.vacancy_id where a.id = ${firstApplication})`,
        vacancyId: sql`(select vacancy_id from applications where id = ${firstApplication})`,
        applicationId: firstApplication,
      },
      APPLICATION_THREAD,
    ),
  ];
}

export async function seedConversations(db: Db, today: string): Promise<void> {
  for (const statement of conversationSeedStatements(today)) await db.run(statement);
}
