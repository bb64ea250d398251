/** Crawlers, Lighthouse, Facebook's link preview and Google's crawlers and testing tools. */
const BOT_PATTERN = /bot|crawl|spider|slurp|lighthouse|pagespeed|facebookexternalhit|facebookcatalog|google/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return BOT_PATTERN.test(userAgent ?? "");
}
