/**
 * The header: top bar (WhatsApp, social), logo, desktop menu with mega-menus, hamburger for small screens.
 * Menus come from content/navigation.json.
 */
import React, { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { ChevronDownIcon } from "../ui/icons";
import { MegaMenuPanel } from "./MegaMenuPanel";
import { MobileMenu } from "./MobileMenu";
import { menuReducer, initialMenuState } from "./menu-state";
import { TopBar } from "./TopBar";
import * as styles from "./Header.module.css";

export const menuId = (title: string): string =>
  `menu-${title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "")}`;

const LOW_PRIORITY = { fetchpriority: "low" } as Record<string, string>;

export function Header({ pathname }: { pathname: string }) {
  const { business, navigation, logoUrl } = useSiteData();
  const [menu, dispatch] = useReducer(menuReducer, initialMenuState);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  // Marks the header once React drives it (until then, menus follow the prerendered HTML).
  useEffect(() => setReady(true), []);

  // Any navigation closes every menu (not the first render: a mobile menu opened before hydration stays open).
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    dispatch({ type: "close" });
    setMobileOpen(false);
  }, [pathname]);

  // A click outside the desktop menu closes it.
  useEffect(() => {
    if (!menu.open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) dispatch({ type: "close" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [menu.open]);

  // Closing with Escape or the close button gives focus back to the hamburger, once the page is no longer
  // inert (the menu's cleanup runs before this effect).
  const returnFocus = useRef(false);
  const closeMobile = useCallback(() => {
    returnFocus.current = true;
    setMobileOpen(false);
  }, []);
  useEffect(() => {
    if (!mobileOpen && returnFocus.current) {
      returnFocus.current = false;
      hamburgerRef.current?.focus();
    }
  }, [mobileOpen]);

  return (
    <header className={styles.header} data-ready={ready ? "true" : undefined}>
      <TopBar business={business} />
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <SmartLink to="/" className={styles.logo}>
            {/* Low priority: the logo is never the largest paint, and a request that competes with the page's
                first paint delays it in Lighthouse's simulation (docs/PERFORMANCE.md, "What the rest of the LCP
                is"). React 18 passes the lowercase attribute through; its typings do not know it. */}
            <img src={logoUrl} alt={`${business.brandName} - home`} width="190" height="44" {...LOW_PRIORITY} />
          </SmartLink>
          <nav ref={navRef} className={styles.nav} aria-label="Menu principale">
            <ul className={styles.navList}>
              {navigation.main.map((entry) => {
                const id = menuId(entry.title);
                if (!entry.megaMenu) {
                  return (
                    <li key={entry.url} className={styles.entry}>
                      <SmartLink to={entry.url} className={styles.navLink}>
                        {entry.title}
                      </SmartLink>
                    </li>
                  );
                }
                const open = menu.open === id;
                return (
                  <MegaMenuEntry
                    key={entry.url}
                    id={id}
                    open={open}
                    title={entry.title}
                    url={entry.url}
                    onHover={() => dispatch({ type: "hover", id })}
                    onLeave={() => dispatch({ type: "leave", id })}
                    onToggle={(pointer) => dispatch({ type: "toggle", id, pointer })}
                    onClose={() => dispatch({ type: "close" })}
                  >
                    <MegaMenuPanel
                      id={id}
                      open={open}
                      title={entry.title}
                      url={entry.url}
                      width={entry.megaMenu.width}
                      items={entry.megaMenu.items}
                      onNavigate={() => dispatch({ type: "close" })}
                    />
                  </MegaMenuEntry>
                );
              })}
            </ul>
          </nav>

          <SmartLink to="/contatti" className={`btn btn-primary ${styles.cta}`}>
            Richiedete informazioni
          </SmartLink>

          {/* The hamburger is the menu's <summary>: the menu lives in the bar, whose other parts turn inert. */}
          <MobileMenu
            id="menu-mobile"
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            onClose={closeMobile}
            toggleRef={hamburgerRef}
            toggleClassName={styles.hamburger}
          />
        </div>
      </div>
    </header>
  );
}

interface EntryProps {
  id: string;
  open: boolean;
  title: string;
  url: string;
  onHover(): void;
  onLeave(): void;
  onToggle(pointer: boolean): void;
  onClose(): void;
  children: React.ReactNode;
}

/** One menu entry with a mega-menu: a link to the section and a disclosure button (WAI-ARIA disclosure navigation). */
function MegaMenuEntry({ id, open, title, url, onHover, onLeave, onToggle, onClose, children }: EntryProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    // The entry is a disclosure widget: hover opens it, Escape and leaving focus close it (its link and button
    // are the interactive parts; the item only listens for them).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className={open ? `${styles.entry} ${styles.entryOpen}` : styles.entry}
      onMouseEnter={onHover}
      onMouseLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          onClose();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !itemRef.current?.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <SmartLink to={url} className={styles.navLink}>
        {title}
      </SmartLink>
      <button
        ref={buttonRef}
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${title}: mostra il sottomenu`}
        // detail is 0 for a keyboard activation (Enter, Space) and >= 1 for a pointer click.
        onClick={(event) => onToggle(event.detail > 0)}
      >
        <ChevronDownIcon size={16} />
      </button>
      {children}
    </li>
  );
}
