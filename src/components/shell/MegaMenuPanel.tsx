import React from "react";
import type { MenuItemData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { ArrowRightIcon } from "../ui/icons";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import * as styles from "./Header.module.css";

interface Props {
  id: string;
  open: boolean;
  title: string;
  url: string;
  width: number;
  items: readonly MenuItemData[];
  onNavigate(): void;
}

/**
 * The panel of a mega-menu: titled items with thumbnail and description, and a link to the list page.
 * Its items are rendered only while it is open: a closed panel is out of the tab order and out of the page's
 * HTML weight (every page carries the header; the section pages list the same items for crawlers).
 */
export function MegaMenuPanel({ id, open, title, url, width, items, onNavigate }: Props) {
  const columns = width >= 1000 ? 3 : 2;
  return (
    <div
      id={id}
      className={styles.panel}
      hidden={!open}
      // Its size only matters while it shows (a closed panel adds nothing to every page's HTML).
      style={open ? ({ "--panel-width": `${width}px`, "--panel-columns": columns } as React.CSSProperties) : undefined}
    >
      {open ? (
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
      ) : null}
    </div>
  );
}
