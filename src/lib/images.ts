import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A File node as the image fragments (HeroImage, CardImage) return it. */
export type ImageFileData = Queries.HeroImageFragment | Queries.CardImageFragment;

export function imageOf(file: ImageFileData | null | undefined): IGatsbyImageData | null {
  return file?.childImageSharp?.gatsbyImageData ?? null;
}

/** The plain JPEG/PNG address of an image (for social cards and structured data). */
export function imageSrc(file: ImageFileData | null | undefined): string | null {
  return imageOf(file)?.images.fallback?.src ?? null;
}
