import "@testing-library/jest-dom";

// jsdom has no TextEncoder/TextDecoder, which React's server renderer needs (tests render HTML the way the build does).
import { TextDecoder, TextEncoder } from "node:util";
Object.assign(globalThis, { TextDecoder, TextEncoder });

// Components render as the build renders the HTML: parts that hydrate when scrolled into view (src/components/
// on-view.tsx) are required at once, as on the server. The browser's lazy path is tested in on-view.test.tsx and e2e.
process.env.BUILD_STAGE = "build-html";
