/**
 * A responsive <picture> from the image data gatsby-plugin-image computes at build time (WebP and JPEG
 * sources, srcset and sizes, intrinsic width and height). Unlike <GatsbyImage> it adds no wrapper elements,
 * no per-image inline script and no runtime JavaScript: the browser's own lazy loading does the work, and
 * the width/height attributes reserve the space (no layout shift).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import * as styles from "./ResponsiveImage.module.css";

export interface ResponsiveImageProps {
  readonly image: IGatsbyImageData;
  readonly alt: string;
  readonly className?: string;
  /** The main image of the page: loaded at once, with high priority. */
  readonly eager?: boolean;
  /**
   * Never the largest paint, though it may show on the first screen (a card's thumbnail, a post's picture below its
   * heading): fetched at low priority, which Chrome otherwise raises for a lazy image in view, so that it does not
   * compete with the page itself for the first bytes (and Lighthouse does not count it before the largest paint).
   */
  readonly low?: boolean;
  /**
   * Where the image is not shown (the caller hides it there with CSS), as a media query: there the browser downloads
   * nothing. The hero's illustration on phones, the machine page's phone picture on larger screens.
   */
  readonly hiddenMedia?: string;
}

/** A 1x1 transparent GIF: what a phone "loads" for an image it does not show. */
export const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function ResponsiveImage({
  image,
  alt,
  className,
  eager = false,
  low = false,
  hiddenMedia,
}: ResponsiveImageProps) {
  const { images, width, height } = image;
  const fallback = images.fallback;
  // React 18 passes lowercase unknown attributes through; `fetchpriority` is not in its typings yet.
  const priority: Record<string, string> = eager ? { fetchpriority: "high" } : low ? { fetchpriority: "low" } : {};
  return (
    <picture className={`${styles.picture} ${className ?? ""}`}>
      {hiddenMedia ? <source media={hiddenMedia} srcSet={EMPTY_IMAGE} /> : null}
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "auto" : "async"}
        {...priority}
      />
    </picture>
  );
}
