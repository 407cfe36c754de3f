/** Menu items of link type system_page point at these routes (SPEC §3 Menu item: systemPageId). */
export const SYSTEM_PAGES: Record<string, string> = {
  home: "/",
  news: "/nieuws",
  vacancies: "/vacancies/search",
  social_map: "/sociale-kaart",
  activity_calendar: "/activiteitenkalender",
  organization_signup: "/organizations/signup",
  signup: "/signup",
  partners: "/partners",
  one_on_one: "/een-op-een-hulp",
};
