/**
 * Content entries as the templates query them (the generated Queries.* types of the shared fragments), and
 * helpers to turn them into cards and links.
 */
import type { CardData } from "../components/ui/Cards";
import { imageOf } from "./images";

/** An entry's card as the EntryCard fragment returns it (src/components/fragments.ts). */
export type EntryCardData = Queries.EntryCardFragment;

export function toCard(entry: EntryCardData): CardData {
  const f = entry.frontmatter;
  return {
    title: f.name ?? "",
    text: f.summary ?? "",
    url: entry.fields.path ?? "",
    image: imageOf(f.imageFile),
    imageAlt: f.imageAlt,
    // A machine's card says who may use it (written at build time, src/content-model/conformity-text.ts).
    ...(entry.conformity ? { meta: entry.conformity.usage } : {}),
  };
}

/** A general page as the PageContent fragment returns it. */
export type PageNode = Queries.PageContentFragment;

/** A blog post as the lists query it (PostCard fragment). */
export type PostCardData = Queries.PostCardFragment;

/** A post's card: its heading, summary and date, linked to the post's address. */
export function postToCard(post: PostCardData): CardData {
  const f = post.frontmatter;
  return {
    title: f.heading ?? "",
    text: f.summary ?? "",
    url: post.fields.path ?? "",
    image: imageOf(f.imageFile),
    imageAlt: f.imageAlt,
    // Already in Italian words (the fragment formats it at build time).
    meta: f.date ?? undefined,
  };
}
