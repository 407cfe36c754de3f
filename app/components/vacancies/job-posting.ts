/**
 * Structured data for a vacancy page (schema.org `JobPosting`, `employmentType: "VOLUNTEER"`) and the text that
 * goes inside its `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are escaped as
 * `\uXXXX`, so no value (a title with `</script>`) can close the script or open markup. Isomorphic, pure.
 */
export interface JobPostingInput {
  url: string;
  title: string;
  /** Plain text or the sanitised HTML of the description. */
  description: string;
  datePosted: string | null;
  /** `YYYY-MM-DD`: the last day; null = no end. */
  validThrough: string | null;
  organization: { name: string; url: string; website?: string | null };
  location: {
    remote: boolean;
    streetAddress: string | null;
    postalCode: string | null;
    city: string | null;
    latitude: number | null;
    longitude: number | null;
  };
}

export function jobPosting(input: JobPostingInput): Record<string, unknown> {
  const { location } = input;
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: input.title,
    description: input.description || input.title,
    url: input.url,
    employmentType: "VOLUNTEER",
    hiringOrganization: {
      "@type": "Organization",
      name: input.organization.name,
      url: input.organization.url,
      ...(input.organization.website ? { sameAs: input.organization.website } : {}),
    },
  };
  if (input.datePosted) data.datePosted = input.datePosted.slice(0, 10);
  if (input.validThrough) data.validThrough = `${input.validThrough}T23:59:59+01:00`;
  if (location.remote) {
    data.jobLocationType = "TELECOMMUTE";
    data.applicantLocationRequirements = { "@type": "Country", name: "NL" };
  } else {
    data.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(location.streetAddress ? { streetAddress: location.streetAddress } : {}),
        ...(location.postalCode ? { postalCode: location.postalCode } : {}),
        ...(location.city ? { addressLocality: location.city } : {}),
        addressCountry: "NL",
      },
      ...(location.latitude !== null && location.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude } }
        : {}),
    };
  }
  return data;
}

const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON for inside a `<script>` element: never closes it, never starts a comment or a tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
