// Every namespace of one language in one chunk (utils/i18n-backend.ts): a page needs them all before it hydrates.
export default import.meta.glob<Record<string, unknown>>(["../../../locales/nl/*.json", "!../../../locales/nl/*-api.json"], {
  eager: true,
  import: "default",
});
