import React, { Suspense } from "react";
import type { MenuItemData } from "../../hooks/use-site-data";
import * as styles from "./Header.module.css";

/** Loaded the first time a panel opens (see MegaMenuItems.tsx). */
const MegaMenuItems = React.lazy(() => import(/* webpackChunkName: "onuse-mega-menu" */ "./MegaMenuItems"));

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
 * out of the page's HTML weight (every page carries the header; the section pages list the same items for
 * crawlers) and, until a panel first opens, out of the page's start-up script.
 */
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
      {open ? (
        <Suspense fallback={null}>
          <MegaMenuItems title={title} url={url} items={items} onNavigate={onNavigate} />
        </Suspense>
      ) : null}
    </div>
  );
}
