import React from "react";
import type { MenuItemData } from "../../hooks/use-site-data";
import * as styles from "./Header.module.css";
import MegaMenuItems from "./MegaMenuItems";

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
 * The panel of a mega-menu. Its items are rendered only while it is open: a closed panel is out of the tab order,
 * and out of the page's HTML weight (every page carries the header; the section pages list the same items for
 * crawlers). Their code is part of the start-up script: loaded on first opening, the items came a moment after the
 * panel, and a keyboard user's Tab right after Enter skipped them.
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
      {open ? <MegaMenuItems title={title} url={url} items={items} onNavigate={onNavigate} /> : null}
    </div>
  );
}
