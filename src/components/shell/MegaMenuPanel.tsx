import { GatsbyImage, getImage } from "gatsby-plugin-image";
import React from "react";
import type { MenuItemData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { ArrowRightIcon } from "../ui/icons";
import * as styles from "./Header.module.css";

interface Props {
  id: string;
  open: boolean;
  title: string;
  url: string;
  width: number;
  items: MenuItemData[];
  onNavigate(): void;
}

/** The panel of a mega-menu: titled items with thumbnail and description, and a link to the list page. */
export function MegaMenuPanel({ id, open, title, url, width, items, onNavigate }: Props) {
  const columns = width >= 1000 ? 3 : 2;
  return (
    <div
      id={id}
      className={styles.panel}
      hidden={!open}
      data-width={width}
      style={{ "--panel-width": `${width}px`, "--panel-columns": columns } as React.CSSProperties}
    >
      <ul className={styles.panelGrid}>
        {items.map((item) => {
          const image = item.filenameFile ? getImage(item.filenameFile.childImageSharp?.gatsbyImageData ?? null) : undefined;
          return (
            <li key={item.url}>
              <SmartLink to={item.url} className={styles.panelItem} onClick={onNavigate}>
                {image ? <GatsbyImage image={image} alt="" className={styles.thumb} /> : <span className={styles.thumb} />}
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
    </div>
  );
}
