/**
 * Shapes of content entries as the templates query them, and helpers to turn them into cards and links.
 */
import { SECTION_PATHS } from "../config/site-structure";
import type { CardData } from "../components/ui/Cards";
import { imageOf, type ImageFileData } from "./images";

export interface EntryCardData {
  readonly id: string;
  readonly fields: { readonly collection: string };
  readonly frontmatter: {
    readonly name: string | null;
    readonly summary: string | null;
    readonly slug: string | null;
    readonly imageAlt: string | null;
    readonly imageFile: ImageFileData | null;
  };
}

const SECTION_BY_COLLECTION: Record<string, string> = {
  machines: SECTION_PATHS.machines,
  formulas: SECTION_PATHS.formulas,
  services: SECTION_PATHS.services,
  sanitising: SECTION_PATHS.sanitising,
  posts: SECTION_PATHS.posts,
};

export function entryPath(collection: string, slug: string | null): string {
  return `${SECTION_BY_COLLECTION[collection] ?? ""}/${slug ?? ""}`;
}

export function toCard(entry: EntryCardData): CardData {
  const f = entry.frontmatter;
  return {
    title: f.name ?? "",
    text: f.summary ?? "",
    url: entryPath(entry.fields.collection, f.slug),
    image: imageOf(f.imageFile),
    imageAlt: f.imageAlt,
  };
}

export interface PageFrontmatter {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly eyebrow: string | null;
  readonly lead: string | null;
  readonly imageAlt: string | null;
  readonly imageFile: ImageFileData | null;
  readonly cta: { readonly label: string; readonly url: string } | null;
  readonly highlights: ReadonlyArray<{ title: string; text: string }> | null;
  readonly faq: ReadonlyArray<{ question: string; answer: string }> | null;
  readonly noindex: boolean | null;
  readonly updated: string | null;
}

export interface PageNode {
  readonly htmlAst: unknown;
  readonly frontmatter: PageFrontmatter;
}

/** A blog post as the lists query it. */
export interface PostCardData {
  readonly frontmatter: {
    readonly heading: string;
    readonly summary: string | null;
    readonly slug: string | null;
    readonly date: string | null;
    readonly imageAlt: string | null;
    readonly imageFile: ImageFileData | null;
  };
}

/** A post's card: its heading, summary and date, linked to /blog/<slug>. */
export function postToCard(post: PostCardData): CardData {
  const f = post.frontmatter;
  return {
    title: f.heading,
    text: f.summary ?? "",
    url: `${SECTION_PATHS.posts}/${f.slug ?? ""}`,
    image: imageOf(f.imageFile),
    imageAlt: f.imageAlt,
    meta: f.date ? formatDateIt(f.date) : undefined,
  };
}

const MONTHS_IT = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
];

/**
 * Italian date, e.g. 12 marzo 2024, as Intl.DateTimeFormat("it-IT") writes it. Not Intl itself: creating the
 * first formatter loads the locale's data, which took about 100 ms of a simulated phone's main thread while
 * the page hydrated.
 */
export function formatDateIt(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS_IT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
