/**
 * What the route table gives every page (pageContext), shared by the build (src/gatsby/routes.ts) and the
 * browser (templates, the page shell): browser code imports it from here, never from src/gatsby.
 */
import type { PageTemplate } from "../content-model/model";

export type TemplateName =
  | "home"
  | "machines"
  | "machine"
  | "cityMachine"
  | "formulas"
  | "formula"
  | "service"
  | "sanitising"
  | "sanitisingProduct"
  | "blog"
  | "post"
  | "contact"
  | "calculator"
  | "search"
  | "compare"
  | "page";

/** What every page receives as pageContext. */
export interface PageContext {
  /** Id of the Markdown node the page renders. */
  readonly id: string;
  readonly locale: string;
  /** "" or "/it": prepended to every internal link of the page. */
  readonly prefix: string;
  /** The unprefixed path: the canonical address of the page. */
  readonly canonicalPath: string;
  readonly template: TemplateName;
  /** Layout variant of generic pages (legal, thankyou, landing). */
  readonly variant?: PageTemplate;
  readonly citySlug?: string;
  readonly machineSlug?: string;
  /** City pages: the id of the text written for that machine in that city ("" when missing: a build error). */
  readonly cityTextId?: string;
  /**
   * Posts: the ids of the other posts the page suggests (the latest three). Chosen here once, so that each
   * post's query fetches three nodes by id instead of sorting every post again (with 1,000 posts that sort
   * was a quarter of the build).
   */
  readonly relatedIds?: readonly string[];
}
