/**
 * The footer: contacts, social profiles, link columns that reach every page of the site (machines, formulas,
 * services, sanitising, the city pages under "Zone servite"), and the legal line.
 */
import React from "react";
import { useSiteData, type BusinessData, type LinkData } from "../../hooks/use-site-data";
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

/**
 * The company's identity as an S.r.l. shows it on its website (art. 2250 c.c.; the VAT number on the home page, DPR
 * 633/1972 art. 35): name, registered office, the Registro delle Imprese's office and number (the company's tax
 * code, not the REA), REA, VAT number, share capital, «Società con unico socio» only when the company says so, PEC;
 * © with the year of the build. Sources: docs/FONTI-NORMATIVE.md, "Identità della società".
 */
export function legalLine(business: BusinessData, buildYear: string): string[] {
  const a = business.address;
  return [
    `© ${buildYear} ${business.legalName}`,
    `Sede legale ${a.street}, ${a.postalCode} ${a.city} (${a.province})`,
    `Registro delle Imprese di ${business.registryOffice} n. ${business.registryNumber}`,
    `REA ${business.rea}`,
    `P.IVA ${business.vatNumber}`,
    `Capitale sociale ${business.shareCapital}`,
    ...(business.soleShareholder === true ? ["Società con unico socio"] : []),
    `PEC ${business.pec}`,
  ];
}

export function Footer({ extra }: { extra?: React.ReactNode }) {
  const { business, navigation, machines, formulas, services, sanitising, cityLinks, buildYear } = useSiteData();
  const { address } = business;
  const whatsapp = useWhatsappHref();
  return (
    <footer className={styles.footer} data-inert-when-menu="">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.brandName}>{business.brandName}</p>
          <p className={styles.tagline}>{business.tagline}</p>
          <ul className={styles.contacts}>
            <li>
              <PinIcon size={18} />
              <span>
                {address.street}, {address.postalCode} {address.city} ({address.province})
              </span>
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
                WhatsApp {business.whatsappDisplay}
              </a>
            </li>
            {business.openingHours.map((slot) => (
              <li key={slot.days}>
                <ClockIcon size={18} />
                <span>
                  {slot.days}: {slot.hours}
                </span>
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
          <p>
            {legalLine(business, buildYear).map((item, i) => (
              <React.Fragment key={item}>
                {i > 0 ? " · " : null}
                <span>{item}</span>
              </React.Fragment>
            ))}
          </p>
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
