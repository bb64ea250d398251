/**
 * The full-screen menu of small screens, in the prerendered HTML of every page. It is a <details> whose
 * <summary> is the hamburger, so the browser opens and closes it before the scripts run and with JavaScript
 * off; opening never waits for the network. Once React drives it, while open it is a modal dialog: focus
 * stays inside (Tab wraps), the rest of the page is inert, the page does not scroll, Escape closes it and
 * focus returns to the hamburger (the parent does that in onClose). The parent closes it on every route change.
 * A menu opened before hydration is adopted: its open state is read from the DOM when React takes over.
 */
import React, { useEffect, useLayoutEffect, useRef } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { SearchForm } from "../search/SearchForm";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";
import * as styles from "./MobileMenu.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Sets `inert` on everything outside `menu`: at each level from the menu up to the body, every element beside the
 * one that holds the menu (the logo and the bar's other links, the top bar, the skip link, the page, the footer).
 * Returns what restores them; an element that was inert already is left so. Found from the page's structure
 * rather than marked in the HTML, which every page would carry (docs/PERFORMANCE.md).
 */
export function makePageInert(menu: Element): () => void {
  const elements: Element[] = [];
  for (let node: Element | null = menu; node?.parentElement && node !== node.ownerDocument.body;) {
    for (const sibling of Array.from(node.parentElement.children))
      if (sibling !== node && !sibling.hasAttribute("inert")) elements.push(sibling);
    node = node.parentElement;
  }
  for (const el of elements) el.setAttribute("inert", "");
  const { body } = menu.ownerDocument;
  const overflow = body.style.overflow;
  body.style.overflow = "hidden";
  return () => {
    for (const el of elements) el.removeAttribute("inert");
    body.style.overflow = overflow;
  };
}

interface MobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  /** The browser opened or closed the menu (a tap on the hamburger, before or after hydration). */
  onOpenChange(open: boolean): void;
  /** Escape was pressed inside the open menu. */
  onClose(): void;
  /** The hamburger (the <summary>), to which focus returns on closing. */
  readonly toggleRef: React.RefObject<HTMLElement>;
  /** Class of the hamburger, styled with the header. */
  readonly toggleClassName: string;
}

export function MobileMenu({ id, open, onOpenChange, onClose, toggleRef, toggleClassName }: MobileMenuProps) {
  const { navigation } = useSiteData();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Opened by a tap before React took over: adopt the browser's state. Runs once in practice: the parent
  // passes a stable onOpenChange (a state setter).
  useEffect(() => {
    if (detailsRef.current?.open) onOpenChange(true);
  }, [onOpenChange]);

  // In the same commit as the dialog, not after the next paint (when Preact, the browser's framework, runs effects):
  // the page is inert exactly while the menu shows. The server renders the menu closed, so it never runs there.
  useLayoutEffect(() => {
    if (!open || !detailsRef.current) return undefined;
    const restore = makePageInert(detailsRef.current);
    toggleRef.current?.focus();
    return restore;
  }, [open, toggleRef]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !detailsRef.current) return;
    // Not the links of a collapsed sub-list: they cannot take focus (a <summary> shows while its list is closed).
    const focusable = Array.from(detailsRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !(el.tagName === "SUMMARY" ? el.parentElement?.parentElement : el)?.closest("details:not([open])"),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // An entry of the mobile menu shows the sub-pages of the desktop entry with the same address.
  const subItems = (url: string) => navigation.main.find((m) => m.url === url && m.megaMenu)?.megaMenu?.items ?? [];

  return (
    // The dialog handles Escape and Tab for everything inside it, the hamburger included (the close button while
    // open): a modal dialog's own keyboard contract.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      className={styles.menu}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      role={open ? "dialog" : undefined}
      aria-modal={open ? true : undefined}
      aria-label={open ? "Menu" : undefined}
      onKeyDown={onKeyDown}
    >
      <summary
        ref={toggleRef}
        className={`${toggleClassName} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Chiudi il menu" : "Apri il menu"}
      >
        <MenuIcon size={26} className={styles.iconOpen} />
        <CloseIcon size={26} className={styles.iconClose} />
      </summary>
      <div id={id} className={styles.overlay}>
        <div className={styles.top}>
          <span className={styles.title}>Menu</span>
        </div>
        <SearchForm />
        <nav aria-label="Menu per dispositivi mobili">
          <ul className={styles.list}>
            {navigation.mobile.map((entry) => {
              const items = subItems(entry.url);
              return (
                <li key={entry.url} className={styles.entry}>
                  <SmartLink to={entry.url} className={styles.link}>
                    {entry.title}
                  </SmartLink>
                  {items.length > 0 ? (
                    // A native disclosure: the sub-pages open with a tap before the scripts run, and without them.
                    <details className={styles.group}>
                      <summary className={styles.expand} aria-label={`${entry.title}: mostra le pagine`}>
                        <ChevronDownIcon size={22} />
                      </summary>
                      <ul className={styles.sub}>
                        {items.map((item) => (
                          <li key={item.url}>
                            <SmartLink to={item.url}>{item.title}</SmartLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <SmartLink to="/contatti" className={`btn btn-primary ${styles.cta}`}>
          Richiedete informazioni
        </SmartLink>
      </div>
    </details>
  );
}
