import { sql } from "drizzle-orm";
import type { Db } from "../index";

/**
 * The demo's in-app notifications (ADR 0065), derived from the demo applications just written, as the producers
 * would have written them: each application told its organisation's superusers (read once it was decided), and each
 * decision told the applicant with an account (unread). Deterministic: the applications' own times and ids.
 */
export function notificationStatements(db: Db) {
  return [
    db.run(sql`insert into notifications (tenant_id, user_id, kind, params, link, read_at, created_at)
      select distinct a.tenant_id, u.id, 'application_received',
        json_object('applicant', trim(a.first_name || ' ' || a.last_name), 'vacancy', v.title),
        '/applications/' || a.id,
        case when a.status in ('pending', 'waitlisted') then null else a.updated_at end, a.created_at
      from applications a
      join vacancies v on v.id = a.vacancy_id
      join organization_memberships m on m.organization_id = a.organization_id
      join user_roles r on r.user_id = m.user_id and r.role = 'organization_superuser'
      join users u on u.id = m.user_id and u.status = 'active' and u.tenant_id = a.tenant_id
      order by a.created_at, a.id, u.id`),
    db.run(sql`insert into notifications (tenant_id, user_id, kind, params, link, created_at)
      select a.tenant_id, a.user_id, 'application_status_changed',
        json_object('vacancy', v.title, 'organization', o.name, 'status', a.status),
        '/applications/' || a.id, a.updated_at
      from applications a
      join vacancies v on v.id = a.vacancy_id
      join organizations o on o.id = a.organization_id
      where a.user_id is not null and a.status in ('accepted', 'rejected')
      order by a.updated_at, a.id`),
  ];
}
