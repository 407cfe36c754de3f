/**
 * The SQL that gives centres seeded before a new notification template its rows (nl and en, the default texts of
 * db/notification-template-defaults*.ts), for a migration: `node --import tsx scripts/template-rows-sql.ts key…`.
 * A fresh database gets the rows from the seed (defaultTemplateRows); this adds them once per centre that has
 * templates (a centre without any was never seeded and is left to the seed), and keeps a row a centre already has.
 * The output goes into the migration as it is, so the texts are typed once.
 */
import { NOTIFICATION_TEMPLATE_KEYS, type NotificationTemplateKey } from "../contract/notification-templates";
import { DEFAULT_TEMPLATES, paragraphsDoc } from "../db/notification-template-defaults";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function templateRowsSql(keys: NotificationTemplateKey[]): string {
  return keys
    .flatMap((key) =>
      (["nl", "en"] as const).map((locale) => {
        const t = DEFAULT_TEMPLATES[key][locale];
        return `INSERT INTO \`notification_templates\` (\`tenant_id\`, \`volunteer_center_id\`, \`key\`, \`locale\`, \`name\`, \`subject\`, \`body\`, \`active\`)
SELECT c.\`tenant_id\`, c.\`id\`, ${quote(key)}, ${quote(locale)}, ${quote(t.name)}, ${quote(t.subject)},
  ${quote(JSON.stringify(paragraphsDoc(t.paragraphs)))}, 1
FROM \`volunteer_centers\` c
WHERE EXISTS (SELECT 1 FROM \`notification_templates\` t WHERE t.\`volunteer_center_id\` = c.\`id\`)
  AND NOT EXISTS (SELECT 1 FROM \`notification_templates\` t
    WHERE t.\`volunteer_center_id\` = c.\`id\` AND t.\`key\` = ${quote(key)} AND t.\`locale\` = ${quote(locale)});`;
      }),
    )
    .join("--> statement-breakpoint\n");
}

if (process.argv[1]?.endsWith("template-rows-sql.ts")) {
  const keys = process.argv.slice(2);
  const unknown = keys.filter((k) => !(k in NOTIFICATION_TEMPLATE_KEYS));
  if (!keys.length || unknown.length) {
    console.error(`usage: template-rows-sql.ts key… (unknown: ${unknown.join(", ") || "none given"})`);
    process.exit(1);
  }
  console.log(templateRowsSql(keys as NotificationTemplateKey[]));
}
