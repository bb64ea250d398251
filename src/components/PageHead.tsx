/**
 * The top of a page: its SEO tags and structured data, then the hero (breadcrumbs when the page has a trail,
 * eyebrow, the one h1, lead, image and the page's calls to action). Every template but the blog post's, whose
 * hero has no image beside it, starts with it.
 */
import React from "react";
import { imageOf, imageSrc, type ImageFileData } from "../lib/images";
import { Seo, type SeoProps } from "./Seo";
import { Breadcrumbs } from "./ui/Breadcrumbs";
import { PageHero } from "./ui/PageHero";

/** The fields of an entry the head reads, as every page query selects them (nullable, as GraphQL types them). */
export interface HeadFields {
  readonly title: string | null;
  readonly description: string | null;
  readonly heading: string | null;
  readonly imageAlt: string | null;
  readonly imageFile: ImageFileData | null;
}

export function PageHead({
  fm,
  eyebrow,
  lead,
  trail,
  jsonLd,
  noindex,
  children,
}: {
  fm: HeadFields;
  eyebrow?: string | null;
  lead?: string | null;
  trail?: SeoProps["trail"];
  jsonLd?: SeoProps["jsonLd"];
  noindex?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <>
      <Seo
        title={fm.title ?? ""}
        description={fm.description ?? ""}
        image={imageSrc(fm.imageFile)}
        noindex={noindex}
        trail={trail}
        jsonLd={jsonLd}
      />
      <PageHero
        top={trail ? <Breadcrumbs trail={trail} /> : undefined}
        eyebrow={eyebrow ?? undefined}
        heading={fm.heading ?? ""}
        lead={lead}
        image={imageOf(fm.imageFile)}
        imageAlt={fm.imageAlt}
      >
        {children}
      </PageHero>
    </>
  );
}
