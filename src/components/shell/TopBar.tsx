import React, { useEffect } from "react";
import type { BusinessData } from "../../hooks/use-site-data";
import { telHref } from "../../lib/contact-links";
import { landingSearch, rememberPage } from "../../lib/visit";
import { useLocale } from "../locale";
import { useWhatsappHref } from "../contact/use-whatsapp";
import { SearchForm } from "../search/SearchForm";
import { FacebookIcon, LinkedInIcon, PhoneIcon, WhatsAppIcon } from "../ui/icons";
import * as styles from "./Header.module.css";

/**
 * The thin bar above the header: WhatsApp (its text hidden on small screens; its message names the page's
 * machine and city), phone, the search field (desktop only: small screens have it in the menu), social
 * profiles. Being in every page's shell, it also records the visit in memory (src/lib/visit.ts): the landing
 * address, with its campaign parameters, as soon as the site starts, and each page shown, so the contact form
 * knows which page the visitor came from.
 */
export function TopBar({ business }: { business: BusinessData }) {
  const { canonicalPath } = useLocale();
  useEffect(() => {
    landingSearch(); // read once, on the landing page
    rememberPage(canonicalPath);
  }, [canonicalPath]);
  const whatsapp = useWhatsappHref();
  return (
    <div className={styles.topbar}>
      <div className={`container ${styles.topbarInner}`}>
        <div className={styles.topbarContacts}>
          <a
            className={styles.topbarLink}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            // The text is hidden on small screens; the name stays, and starts with the visible text (WCAG 2.5.3).
            aria-label={`WhatsApp ${business.whatsappDisplay}: scriveteci`}
            data-testid="topbar-whatsapp"
          >
            <WhatsAppIcon size={18} />
            <span className={styles.whatsappText}>{`WhatsApp ${business.whatsappDisplay}`}</span>
          </a>
          <a className={`${styles.topbarLink} ${styles.topbarPhone}`} href={telHref(business.phone)}>
            <PhoneIcon size={16} />
            <span>{business.phoneDisplay}</span>
          </a>
        </div>
        <SearchForm />
        <ul className={styles.social}>
          <li>
            <a href={business.social.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
              <FacebookIcon size={18} />
            </a>
          </li>
          <li>
            <a href={business.social.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn">
              <LinkedInIcon size={18} />
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
