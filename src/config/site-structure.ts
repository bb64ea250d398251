/**
 * Where each kind of content lives in the site's address space, and the one resolver that turns content into
 * addresses. Nothing else composes an address: content nodes carry theirs in `fields.path` (set from
 * `contentPath` when the node is created, src/gatsby/content-nodes.ts), and city pages, which are generated and
 * not content nodes, get theirs from `cityPagePath`. Changing a prefix here moves every page of that kind; links
 * written in content follow automatically because they are checked against the route table.
 */
export const SECTION_PATHS = {
  machines: "/macchinari-estetici-roma",
  formulas: "/formule",
  services: "/servizi-centri-estetici",
  sanitising: "/sanificazione",
  posts: "/blog",
  cityPages: "/macchinari-estetici-professionali",
} as const;

/** The collections whose entries live at `<section>/<slug>`. */
const SLUG_SECTIONS: Readonly<Record<string, string>> = {
  machines: SECTION_PATHS.machines,
  formulas: SECTION_PATHS.formulas,
  services: SECTION_PATHS.services,
  sanitising: SECTION_PATHS.sanitising,
  posts: SECTION_PATHS.posts,
};

/**
 * Address of a content entry from its collection and frontmatter: general pages give theirs in `path`, the
 * other kinds live under their section at their `slug`. City templates and city texts have no page of their
 * own (their pages are addressed by `cityPagePath`): null.
 */
export function contentPath(collection: string, frontmatter: { readonly [field: string]: unknown }): string | null {
  if (collection === "pages") return typeof frontmatter.path === "string" ? frontmatter.path : null;
  const section = SLUG_SECTIONS[collection];
  if (section === undefined || typeof frontmatter.slug !== "string") return null;
  return `${section}/${frontmatter.slug}`;
}

/** Address of a city page: one per city template and city. */
export function cityPagePath(templateKey: string, citySlug: string): string {
  return `${SECTION_PATHS.cityPages}/macchinario-${templateKey}-${citySlug}`;
}
