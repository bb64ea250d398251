/**
 * The company's identity as an S.r.l. shows it on its website (art. 2250 c.c.; the VAT number on the home page, DPR
 * 633/1972 art. 35), for the footer of every page: name, registered office, the Registro delle Imprese's office and
 * number (the company's tax code, not the REA), REA, VAT number, share capital, «Società con unico socio» only when
 * the company says so, PEC, and © with the year of the build. Written at build time (a GraphQL field of Business,
 * src/gatsby/schema.ts), so the browser's JavaScript carries none of it. Sources: docs/FONTI-NORMATIVE.md, section 10.
 */

export interface IdentityFacts {
  readonly legalName: string;
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    readonly province: string;
  };
  readonly registryOffice?: string | null;
  readonly registryNumber?: string | null;
  readonly rea: string;
  readonly vatNumber: string;
  readonly shareCapital: string;
  readonly soleShareholder?: boolean | null;
  readonly pec: string;
}

/** The footer's legal line, item by item, for a build made on `built`. */
export function legalLine(business: IdentityFacts, built: Date): string[] {
  const a = business.address;
  return [
    `© ${built.getUTCFullYear()} ${business.legalName}`,
    `Sede legale ${a.street}, ${a.postalCode} ${a.city} (${a.province})`,
    `Registro delle Imprese di ${business.registryOffice ?? ""} n. ${business.registryNumber ?? ""}`,
    `REA ${business.rea}`,
    `P.IVA ${business.vatNumber}`,
    `Capitale sociale ${business.shareCapital}`,
    ...(business.soleShareholder === true ? ["Società con unico socio"] : []),
    `PEC ${business.pec}`,
  ];
}
