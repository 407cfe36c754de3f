/**
 * The organisation's details as the public pages show them: description, address with a small map, website,
 * phone, e-mail, contact person, activity types; the status and the recorded decision for readers who manage it.
 */
import { useTranslation } from "react-i18next";
import { EmailLink, PhoneLink } from "~/components/content/contact-links";
import { dutchContent } from "~/components/content/content-lang";
import { linkClass } from "~/components/forms";
import { StaticMap } from "~/components/social-map/static-map";
import { type DefinitionItem, DefinitionList } from "~/components/ui/definition-list";
import { formatDateInFigures } from "../../../contract/dates";
import { NovSummary } from "./nov";
import type { OrganizationPage } from "./organization-page.server";
import { OrganizationStatusBadge } from "./organization-status";

export function OrganizationDetails({
  organization: o,
  showStatus,
}: {
  organization: OrganizationPage["organization"];
  showStatus: boolean;
}) {
  const { t, i18n } = useTranslation("organization-lists");
  const address = [o.address, [o.postalCode, o.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  // The contact person's phone and e-mail as links (tel:, mailto:), the rest as text.
  const contactParts = o.contact
    ? [
        ...[o.contact.name, o.contact.jobTitle].filter(Boolean).map((text) => <span key={text}>{text}</span>),
        ...(o.contact.phoneNumber ? [<PhoneLink key="phone" phone={o.contact.phoneNumber} />] : []),
        ...(o.contact.email ? [<EmailLink key="email" email={o.contact.email} />] : []),
      ]
    : [];
  const contact = contactParts.length
    ? contactParts.flatMap((part, i) => (i === 0 ? [part] : [<span key={`sep-${i}`}> · </span>, part]))
    : null;
  const items: DefinitionItem[] = [
    { term: t("fields.address"), description: address },
    {
      term: t("fields.website"),
      description: o.website ? (
        <a href={o.website} className={linkClass} rel="noopener noreferrer">
          {o.website.replace(/^https?:\/\//, "").replace(/\/$/, "")}
        </a>
      ) : null,
    },
    {
      term: t("fields.phoneNumber"),
      description: o.phoneNumber ? <PhoneLink phone={o.phoneNumber} /> : null,
    },
    {
      term: t("fields.email"),
      description: o.email ? <EmailLink email={o.email} /> : null,
    },
    { term: t("fields.contactPerson"), description: contact },
    { term: t("fields.activityTypes"), description: o.activities.join(", ") },
    { term: t("fields.nonProfitType"), description: o.nonProfitType ? t(`nonProfitTypes.${o.nonProfitType}`) : null },
  ];
  if (showStatus) items.push({ term: t("fields.status"), description: <OrganizationStatusBadge status={o.status} /> });
  if (showStatus && o.decision) {
    const date = formatDateInFigures(o.decision.decidedAt, i18n.language);
    items.push(
      { term: t("fields.decision"), description: date ? t("show.decidedOn", { date }) : null },
      { term: t("fields.decisionReason"), description: o.decision.reason },
    );
    if (o.decision.novChecklist) {
      items.push({ term: t("fields.novChecklist"), description: <NovSummary checklist={o.decision.novChecklist} /> });
    }
  }
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-6">
        {o.description ? (
          <p className="whitespace-pre-line" {...dutchContent(i18n.language)}>
            {o.description}
          </p>
        ) : null}
        <DefinitionList items={items} />
      </div>
      {o.latitude !== null && o.longitude !== null ? (
        <div className="min-w-0">
          <h2 className="mb-2 text-lg font-semibold">{t("show.map")}</h2>
          <StaticMap lat={o.latitude} lng={o.longitude} label={`${t("show.map")}: ${address || o.name}`} />
        </div>
      ) : null}
    </div>
  );
}
