/**
 * The footer: contacts, social profiles, link columns that reach every page of the site (machines, formulas,
 * services, sanitising, the city pages under "Zone servite"), and the legal line.
 */
import React from "react";
import { useSiteData, type LinkData } from "../../hooks/use-site-data";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { useWhatsappHref } from "../contact/use-whatsapp";
import { CookiePreferencesButton } from "../consent/CookieConsent";
import { SmartLink } from "../SmartLink";
import { ClockIcon, FacebookIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from "../ui/icons";
import * as styles from "./Footer.module.css";

function LinkColumn({ title, links, id }: { title: string; links: readonly LinkData[]; id: string }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle} id={id}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.url}>
            <SmartLink to={link.url}>{link.title}</SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ extra }: { extra?: React.ReactNode }) {
  const { business, navigation, machines, formulas, services, sanitising, cityLinks } = useSiteData();
  const { address } = business;
  const whatsapp = useWhatsappHref();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.brandName}>{business.brandName}</p>
          <p className={styles.tagline}>{business.tagline}</p>
          <ul className={styles.contacts}>
            <li>
              <PinIcon size={18} />
              <span>{`${address.street}, ${address.postalCode} ${address.city} (${address.province})`}</span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={telHref(business.phone)}>{business.phoneDisplay}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={mailtoHref(business.email)}>{business.email}</a>
            </li>
            <li>
              <WhatsAppIcon size={18} />
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                {`WhatsApp ${business.whatsappDisplay}`}
              </a>
            </li>
            {business.openingHours.map((slot) => (
              <li key={slot.days}>
                <ClockIcon size={18} />
                <span>{`${slot.days}: ${slot.hours}`}</span>
              </li>
            ))}
          </ul>
          <ul className={styles.social}>
            <li>
              <a href={business.social.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={business.social.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn">
                <LinkedInIcon />
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn id="footer-macchinari" title="Macchinari" links={machines} />
        <LinkColumn id="footer-formule" title="Formule" links={formulas} />
        <div className={styles.column}>
          <LinkColumn id="footer-servizi" title="Servizi e sanificazione" links={[...services, ...sanitising]} />
          <LinkColumn id="footer-utili" title="Approfondimenti" links={navigation.footer} />
        </div>
      </div>

      <div className={`container ${styles.cities}`}>
        <h2 className={styles.columnTitle} id="footer-zone">
          Zone servite
        </h2>
        <div className={styles.cityGrid}>
          {cityLinks.map((group) => (
            <div key={group.city}>
              <p className={styles.cityName}>{group.city}</p>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.url}>
                    <SmartLink to={link.url}>{link.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>

      <div className={styles.legal}>
        <div className={`container ${styles.legalInner}`}>
          {/* The identity an S.r.l. shows (art. 2250 c.c.), written by the build: src/content-model/identity.ts. */}
          <p>{business.legalLine.join(" · ")}</p>
          <ul className={styles.legalLinks}>
            <li>
              <SmartLink to="/informativa-privacy">Informativa privacy</SmartLink>
            </li>
            <li>
              <SmartLink to="/cookie-policy">Informativa sui cookie</SmartLink>
            </li>
            <li>
              <CookiePreferencesButton className={styles.linkButton} />
            </li>
            {extra}
          </ul>
        </div>
      </div>
    </footer>
  );
}

export default Footer;
