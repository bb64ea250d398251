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
  /** Loaded at once, found by the browser while it parses the page (otherwise lazy). */
  readonly eager?: boolean;
  /**
   * `high` for the page's main image. `low` for one that is never the largest paint on a phone though it may show on
   * its first screen (a card's thumbnail, a post's picture below its heading): Chrome raises an image in view to high
   * priority unless told otherwise, and Lighthouse's simulated LCP then counts it if it ends before the heading's
   * paint. Without competition for the network a low-priority image still arrives as soon.
   */
  readonly fetchPriority?: "high" | "low";
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
  fetchPriority,
  hiddenMedia,
}: ResponsiveImageProps) {
  const { images, width, height } = image;
  const fallback = images.fallback;
  // React 18 passes lowercase unknown attributes through; `fetchpriority` is not in its typings yet.
  const priority: Record<string, string> = fetchPriority ? { fetchpriority: fetchPriority } : {};
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
