/**
 * The content of an open mega-menu panel: titled items with thumbnail and description, and a link to the list
 * page, rendered only while the panel is open (MegaMenuPanel.tsx).
 */
import React from "react";
import type { MenuItemData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { ArrowRightIcon } from "../ui/icons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import * as styles from "./Header.module.css";

export interface MegaMenuItemsProps {
  title: string;
  url: string;
  items: readonly MenuItemData[];
  onNavigate(): void;
}

export default function MegaMenuItems({ title, url, items, onNavigate }: MegaMenuItemsProps) {
  return (
    <>
      <ul className={styles.panelGrid}>
        {items.map((item) => {
          const image = item.filenameFile?.childImageSharp?.gatsbyImageData;
          return (
            <li key={item.url}>
              <SmartLink to={item.url} className={styles.panelItem} onClick={onNavigate}>
                {image ? (
                  <ResponsiveImage image={image} alt="" className={styles.thumb} />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.panelText}>
                  <span className={styles.panelTitle}>{item.title}</span>
                  <span className={styles.panelDesc}>{item.content}</span>
                </span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
      <SmartLink to={url} className={styles.panelAll} onClick={onNavigate}>
        Vedi tutto: {title}
        <ArrowRightIcon size={18} />
      </SmartLink>
    </>
  );
}
