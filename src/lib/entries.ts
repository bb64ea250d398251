/**
 * Shapes of content entries as the templates query them, and helpers to turn them into cards and links.
 */
import type { CardData } from "../components/ui/Cards";
import { imageOf, type ImageFileData } from "./images";

export interface EntryCardData {
  readonly id: string;
  /** The entry's address (src/config/site-structure.ts resolves it once, when the node is created). */
  readonly fields: { readonly path: string | null };
  readonly frontmatter: {
    readonly name: string | null;
    readonly summary: string | null;
    readonly imageAlt: string | null;
    readonly imageFile: ImageFileData | null;
  };
}

export function toCard(entry: EntryCardData): CardData {
  const f = entry.frontmatter;
  return {
    title: f.name ?? "",
    text: f.summary ?? "",
    url: entry.fields.path ?? "",
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
  readonly id: string;
  readonly fields: { readonly path: string | null };
  readonly frontmatter: {
    readonly heading: string;
    readonly summary: string | null;
    readonly date: string | null;
    readonly imageAlt: string | null;
    readonly imageFile: ImageFileData | null;
  };
}

/** A post's card: its heading, summary and date, linked to the post's address. */
export function postToCard(post: PostCardData): CardData {
  const f = post.frontmatter;
  return {
    title: f.heading,
    text: f.summary ?? "",
    url: post.fields.path ?? "",
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
