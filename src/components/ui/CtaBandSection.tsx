import React from "react";
import { useWhatsappHref } from "../contact/use-whatsapp";
import { SmartLink } from "../SmartLink";
import { WhatsAppIcon } from "./icons";
import * as styles from "./CtaBand.module.css";
import type { CtaBandProps } from "./CtaBand";

/**
 * The closing invitation of a page: request information (the link carries the page's context, see ContactLink)
 * or write on WhatsApp (the message names the page's machine and city).
 */
export default function CtaBandSection({
  title = "Parliamo del vostro centro",
  text = "Raccontateci i trattamenti che volete offrire: vi proponiamo il macchinario e la formula più adatti, " +
    "con una dimostrazione nel nostro showroom di Roma o, su richiesta, nel vostro centro.",
  contactUrl = "/contatti",
  label = "Richiedete informazioni",
}: CtaBandProps) {
  const whatsapp = useWhatsappHref();
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cta-heading" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <SmartLink to={contactUrl} className="btn btn-light">
            {label}
          </SmartLink>
          <a className={`btn ${styles.whatsapp}`} href={whatsapp} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={20} /> Scriveteci su WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
