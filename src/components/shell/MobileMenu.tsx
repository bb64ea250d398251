/**
 * The full-screen menu of small screens. While open it is a modal dialog: focus stays inside (Tab wraps),
 * the rest of the page is inert, the page does not scroll, Escape closes it and focus returns to the
 * hamburger (the parent does that in onClose). The parent unmounts it on every route change.
 */
import React, { useEffect, useRef, useState } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { SmartLink } from "../SmartLink";
import { ChevronDownIcon, CloseIcon } from "../ui/icons";
import * as styles from "./MobileMenu.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Sets `inert` on everything marked as page content, and restores it; returns the undo function. */
export function makePageInert(root: Document = document): () => void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>("[data-inert-when-menu]"));
  for (const el of elements) el.setAttribute("inert", "");
  const overflow = root.body.style.overflow;
  root.body.style.overflow = "hidden";
  return () => {
    for (const el of elements) el.removeAttribute("inert");
    root.body.style.overflow = overflow;
  };
}

export function MobileMenu({ id, onClose }: { id: string; onClose(): void }) {
  const { navigation } = useSiteData();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  useEffect(() => {
    const restore = makePageInert();
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return restore;
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    // The dialog handles Escape and Tab for everything inside it (a modal dialog's own keyboard contract).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      id={id}
      ref={dialogRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        <span className={styles.title}>Menu</span>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Chiudi il menu">
          <CloseIcon size={26} />
        </button>
      </div>
      <nav aria-label="Menu per dispositivi mobili">
        <ul className={styles.list}>
          {navigation.mobile.map((entry) => {
            const items = subItems(entry.url);
            const subId = `${id}-${entry.url.replace(/\W+/g, "-")}`;
            const isOpen = expanded === entry.url;
            return (
              <li key={entry.url} className={styles.entry}>
                <div className={styles.row}>
                  <SmartLink to={entry.url} className={styles.link}>
                    {entry.title}
                  </SmartLink>
                  {items.length > 0 ? (
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={isOpen}
                      aria-controls={subId}
                      aria-label={`${entry.title}: mostra le pagine`}
                      onClick={() => setExpanded(isOpen ? null : entry.url)}
                    >
                      <ChevronDownIcon size={22} />
                    </button>
                  ) : null}
                </div>
                {items.length > 0 ? (
                  <ul id={subId} className={styles.sub} hidden={!isOpen}>
                    {items.map((item) => (
                      <li key={item.url}>
                        <SmartLink to={item.url}>{item.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <SmartLink to="/contatti" className={`btn btn-primary ${styles.cta}`}>
        Richiedi informazioni
      </SmartLink>
    </div>
  );
}
