/**
 * The routes of the specification (../shared/seed), written out by hand: the route table must produce exactly
 * these, each unprefixed and under /it. The two machine slugs the seed hides are our choice.
 */
const general = [
  "/",
  "/contatti",
  "/thankyou",
  "/blog",
  "/blog/blog01",
  "/blog/blog02",
  "/blog/blog03",
  "/blog/blog04",
  "/cookie-policy",
  "/informativa-privacy",
  "/formule",
  "/lp-laser-diodo",
  "/sanificazione",
  "/sanificazione/ozy10",
  "/sanificazione/atomizzatore",
  "/macchinari-estetici-roma",
  "/calcolo-rientro", // the payback calculator (issue 23): not in the seed
  "/cerca", // the site search's results (issue 31): not in the seed
  "/confronta-macchinari", // machines side by side (issue 31, part 3): not in the seed
];

const formulas = [
  "acquisto-macchinari-estetici-roma",
  "acquisto-macchinari-estetici-finanziamento",
  "noleggio-macchinari-estetici-roma",
  "assistenza-macchinari-estetici-roma",
  "formazione-macchinari-estetici-roma",
  "installazione-macchinari-estetici-roma",
].map((s) => `/formule/${s}`);

const machines = [
  "macchinario-ems-sculpt",
  "macchinario-eshape-roma",
  "macchinario-picolaser-roma",
  "macchinario-laser-diodo-roma",
  "macchinario-cavitazione-roma", // hidden in the seed: our choice
  "macchinario-microdermoabrasione-roma", // hidden in the seed: our choice
  "macchinario-luce-pulsata-roma",
  "macchinario-pressoterapia-roma",
  "macchinario-radiofrequenza-roma",
  "macchinario-ossigenoterapia-roma",
].map((s) => `/macchinari-estetici-roma/${s}`);

const cities = ["milano", "napoli", "torino", "bologna", "firenze"];
const cityPages = ["laser-diodo", "pressoterapia", "radiofrequenza"].flatMap((m) =>
  cities.map((c) => `/macchinari-estetici-professionali/macchinario-${m}-${c}`),
);

const services = ["servizi-centri-estetici-roma", "promozione-centri-estetici-roma"].map(
  (s) => `/servizi-centri-estetici/${s}`,
);

export const SEED_ROUTES: readonly string[] = [...general, ...formulas, ...machines, ...cityPages, ...services];

export const withIt = (p: string): string => (p === "/" ? "/it" : `/it${p}`);

export const SEED_PAGES: readonly string[] = [...SEED_ROUTES, ...SEED_ROUTES.map(withIt)];
