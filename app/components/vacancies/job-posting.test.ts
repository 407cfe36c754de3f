import { describe, expect, it } from "vitest";
import { jobPosting, scriptJson } from "./job-posting";

const base = {
  url: "https://oldebroek.example/vacancies/7",
  title: "Maatje voor de moestuin",
  description: "Help mee in de tuin.",
  datePosted: "2026-11-01T10:00:00.000Z",
  validThrough: "2026-12-31",
  organization: { name: "Tuinclub", url: "https://oldebroek.example/organizations/3", website: "https://tuinclub.example" },
  location: {
    remote: false,
    streetAddress: "Dorpsstraat 1",
    postalCode: "8091AB",
    city: "Wezep",
    latitude: 52.46,
    longitude: 6.0,
  },
};

describe("jobPosting", () => {
  it("is a schema.org JobPosting for a volunteer with organisation, place and dates", () => {
    const data = jobPosting(base);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      employmentType: "VOLUNTEER",
      datePosted: "2026-11-01",
      validThrough: "2026-12-31T23:59:59+01:00",
      hiringOrganization: { "@type": "Organization", name: "Tuinclub", sameAs: "https://tuinclub.example" },
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "Wezep", postalCode: "8091AB", streetAddress: "Dorpsstraat 1", addressCountry: "NL" },
        geo: { latitude: 52.46, longitude: 6.0 },
      },
    });
  });

  it("marks remote work as telecommute and leaves out an unknown end", () => {
    const data = jobPosting({ ...base, validThrough: null, location: { ...base.location, remote: true } });
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data).not.toHaveProperty("jobLocation");
    expect(data).not.toHaveProperty("validThrough");
  });
});

describe("scriptJson", () => {
  it("never lets a value close the script or open markup", () => {
    const text = scriptJson(jobPosting({ ...base, title: "</script><script>alert(1)</script> & <!--" }));
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain("</");
    expect(JSON.parse(text).title).toBe("</script><script>alert(1)</script> & <!--");
  });
  it("escapes the JavaScript line separators", () => {
    expect(scriptJson({ a: "x\u2028y" })).toBe('{"a":"x\\u2028y"}');
  });
});
