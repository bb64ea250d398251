/** Names of the site's sections as breadcrumbs show them. */
import { SECTION_PATHS } from "./site-structure";

export const HOME_CRUMB = { title: "Home", url: "/" } as const;

export const SECTION_CRUMBS = {
  machines: { title: "Macchinari", url: SECTION_PATHS.machines },
  formulas: { title: "Formule", url: SECTION_PATHS.formulas },
  sanitising: { title: "Sanificazione", url: SECTION_PATHS.sanitising },
  posts: { title: "Blog", url: SECTION_PATHS.posts },
} as const;
