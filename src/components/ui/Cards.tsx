import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { SmartLink } from "../SmartLink";
import { ResponsiveImage } from "./ResponsiveImage";
import * as styles from "./Cards.module.css";

export interface CardData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
  readonly image?: IGatsbyImageData | null;
  readonly imageAlt?: string | null;
  /** Small line above the title, e.g. a date. */
  readonly meta?: string;
}

/**
 * A grid of linked cards. The whole card is clickable through its title link (one link per card). On phones a
 * card with an image is a compact row (a thumbnail beside its title, the text below), so a phone's first screen
 * is led by the page's own heading and shows several cards (Cards.module.css).
 */
export function CardGrid({
  cards,
  headingLevel = 3,
  columns = 3,
  firstScreen = false,
}: {
  cards: readonly CardData[];
  headingLevel?: 2 | 3;
  /** Columns on wide screens; two are the grid's own from 640px (Cards.module.css), three and four a class more. */
  columns?: 2 | 3 | 4;
  /**
   * The grid may show on the first screen (a list page, the home page's machines): its thumbnails, never the largest
   * paint, are fetched at low priority.
   */
  firstScreen?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={columns === 2 ? styles.grid : `${styles.grid} ${columns === 3 ? styles.cols3 : styles.cols4}`}>
      {cards.map((card) => (
        <li key={card.url} className={card.image ? `${styles.card} ${styles.hasImage}` : styles.card}>
          {card.image ? (
            <ResponsiveImage
              image={card.image}
              alt={card.imageAlt ?? ""}
              className={styles.image}
              fetchPriority={firstScreen ? "low" : undefined}
            />
          ) : null}
          <div className={styles.body}>
            {card.meta ? <p className={styles.meta}>{card.meta}</p> : null}
            <Heading className={styles.title}>
              <SmartLink to={card.url} className={styles.link}>
                {card.title}
              </SmartLink>
            </Heading>
            <p className={styles.text}>{card.text}</p>
            <span className={styles.more} aria-hidden="true">
              Scoprite di più
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
