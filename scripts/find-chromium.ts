/**
 * The first step of `npm test`: the browser tests need a Chromium (scripts/lib/chromium.ts says where it is looked
 * for). Found, it says which; missing, the run stops here, with the message naming the three ways to provide one,
 * instead of after the other layers.
 */
import { findChromium } from "./lib/chromium";

const found = findChromium(undefined, "tests");
if (found.ok) {
  console.log(`Chromium for the browser tests: ${found.path} (${found.source})`);
} else {
  console.error(found.message);
  process.exit(1);
}
