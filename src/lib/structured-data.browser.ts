/**
 * The browser build's structured data (swapped in by src/gatsby/webpack.ts): JSON-LD is for crawlers, which read
 * the HTML the server rendered with src/lib/structured-data.ts; after a client-side navigation nobody reads it,
 * so the browser bundle does not carry the builders. Same exports, no output
 * (__tests__/unit/structured-data-browser.test.ts keeps the two in step).
 */
import type * as Full from "./structured-data";

const nothing = (): null => null;

export const LOGO_PATH: typeof Full.LOGO_PATH = "/icons/icon-512x512.png";
export const businessId = nothing as unknown as typeof Full.businessId;
export const businessRef = nothing as unknown as typeof Full.businessRef;
export const localBusinessLd = nothing as unknown as typeof Full.localBusinessLd;
export const websiteLd = nothing as unknown as typeof Full.websiteLd;
export const breadcrumbLd = nothing as unknown as typeof Full.breadcrumbLd;
export const productLd = nothing as unknown as typeof Full.productLd;
export const serviceLd = nothing as unknown as typeof Full.serviceLd;
export const blogPostingLd = nothing as unknown as typeof Full.blogPostingLd;
export const entryLdInput = nothing as unknown as typeof Full.entryLdInput;
export const openingHoursSpecification = nothing as unknown as typeof Full.openingHoursSpecification;
