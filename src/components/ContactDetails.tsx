import React from "react";
import { useSiteData } from "../hooks/use-site-data";
import { mailtoHref, telHref, whatsappUrl } from "../lib/contact-links";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from "./ui/icons";
import * as aside from "../templates/aside.module.css";
import * as styles from "../templates/contact.module.css";

/** The company's contacts, from content/business.json. */
export function ContactDetails({ headingId = "contact-details" }: { headingId?: string }) {
  const { business } = useSiteData();
  const { address } = business;
  return (
    <aside className={aside.aside} aria-labelledby={headingId}>
      <h2 id={headingId} className={aside.asideTitle}>
        {business.brandName}
      </h2>
      <ul className={styles.contactList}>
        <li>
          <PinIcon />
          <span>
            {business.legalName}
            <br />
            {address.street}, {address.postalCode} {address.city} ({address.province})
          </span>
        </li>
        <li>
          <PhoneIcon />
          <a href={telHref(business.phone)}>{business.phoneDisplay}</a>
        </li>
        <li>
          <MailIcon />
          <a href={mailtoHref(business.email)}>{business.email}</a>
        </li>
        <li>
          <WhatsAppIcon />
          <a href={whatsappUrl(business.whatsapp, business.whatsappMessage)} target="_blank" rel="noopener noreferrer">
            WhatsApp {business.whatsappDisplay}
          </a>
        </li>
        <li>
          <ClockIcon />
          <span>
            {business.openingHours.map((slot) => (
              <React.Fragment key={slot.days}>
                {slot.days}: {slot.hours}
                <br />
              </React.Fragment>
            ))}
          </span>
        </li>
      </ul>
    </aside>
  );
}

export default ContactDetails;
