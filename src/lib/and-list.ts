/**
 * Items as an Italian list: "21 b", "Milano e Napoli", "Milano, Napoli e Torino". Written by hand rather than with
 * Intl.ListFormat: the pages avoid creating Intl formatters in the browser (README, "What keeps the pages light").
 */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
