import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { ResponsiveImage } from "./ResponsiveImage";
import * as styles from "./PageHero.module.css";

/**
 * From this viewport width up the hero shows its illustration beside the text; on phones the heading and the
 * actions come first, and the illustration is neither shown nor downloaded (PageHero.module.css, .media).
 */
export const HERO_IMAGE_MIN_WIDTH = 700;

export interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lead?: string | null;
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  /** Buttons and badges under the lead. */
  children?: React.ReactNode;
  /** Breadcrumbs above the heading. */
  top?: React.ReactNode;
}

/** The opening of every page: its single h1, the lead, actions and, when there is one, the main image. */
export function PageHero({ eyebrow, heading, lead, image, imageAlt, children, top }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${image ? styles.withImage : ""}`} aria-labelledby="page-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {top}
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-heading" tabIndex={-1} className={styles.heading}>
            {heading}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <ResponsiveImage
              image={image}
              alt={imageAlt ?? ""}
              eager
              fetchPriority="high"
              hiddenMedia={`(max-width: ${HERO_IMAGE_MIN_WIDTH - 1}px)`}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
