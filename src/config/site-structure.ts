/**
 * Where each kind of content lives in the site's address space. Changing one of these moves every page of
 * that kind; links written in content follow automatically because they are checked against the route table.
 */
export const SECTION_PATHS = {
  machines: "/macchinari-estetici-roma",
  formulas: "/formule",
  services: "/servizi-centri-estetici",
  sanitising: "/sanificazione",
  posts: "/blog",
  cityPages: "/macchinari-estetici-professionali",
} as const;

/** Address of a city page: one per city template and city. */
export function cityPagePath(templateKey: string, citySlug: string): string {
  return `${SECTION_PATHS.cityPages}/macchinario-${templateKey}-${citySlug}`;
}
