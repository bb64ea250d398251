/**
 * The WhatsApp address of the current page: its prefilled message names the page's machine, its machine and city
 * on city pages ("Laser a diodo a Milano"), or its formula; other pages keep the general message. The names come
 * from the lists the shell already has (useSiteData), found by the page's canonical path.
 */
import { whatsappUrl } from "../../lib/contact-links";
import { useSiteData, type SiteData } from "../../hooks/use-site-data";
import { useLocale } from "../locale";

export function whatsappMessageFor(canonicalPath: string, data: SiteData): string {
  const pages = data.machines.concat(
    data.formulas,
    data.cityLinks.flatMap((c) => c.links),
  );
  const page = pages.find((p) => p.url === canonicalPath);
  return page ? `Buongiorno, vorrei ricevere informazioni su ${page.title}.` : data.business.whatsappMessage;
}

export function useWhatsappHref(): string {
  const data = useSiteData();
  return whatsappUrl(data.business.whatsapp, whatsappMessageFor(useLocale().canonicalPath, data));
}
