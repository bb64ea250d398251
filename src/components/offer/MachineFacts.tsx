/** «In sintesi» of a machine page (src/templates/machine.tsx): a part hydrated when scrolled into view. */
import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { IncludedFormula } from "../../lib/formulas";
import { FormulaIncluded } from "./FormulaIncluded";
import { CheckList } from "../ui/Lists";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { HERO_IMAGE_MIN_WIDTH } from "../ui/PageHero";
import * as styles from "../../templates/templates.module.css";
import * as own from "./MachinePage.module.css";

export interface MachineFactsProps {
  treatments: readonly string[] | null;
  idealFor: readonly string[] | null;
  offer: readonly string[] | null;
  formulas: readonly IncludedFormula[];
  image: IGatsbyImageData | null;
  imageAlt: string | null;
}

export default function MachineFacts({ treatments, idealFor, offer, formulas, image, imageAlt }: MachineFactsProps) {
  return (
    <section id="sintesi" className="section" aria-label="In sintesi">
      <div className={`container ${styles.facts}`}>
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>Trattamenti</h2>
          <CheckList items={treatments} />
        </div>
        {image ? (
          // Phones: the hero shows no picture, so it is here, after the treatments: below the first screen of
          // any phone, so the heading stays the largest paint.
          <ResponsiveImage
            image={image}
            alt={imageAlt ?? ""}
            hiddenMedia={`(min-width: ${HERO_IMAGE_MIN_WIDTH}px)`}
            className={own.phonePicture}
          />
        ) : null}
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>A chi si rivolge</h2>
          <CheckList items={idealFor} />
        </div>
        <div className={styles.fact}>
          <h2 className={styles.factTitle}>Cosa è incluso</h2>
          <FormulaIncluded offer={offer ?? []} formulas={formulas} />
        </div>
      </div>
    </section>
  );
}
