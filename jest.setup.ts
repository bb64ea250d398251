import "@testing-library/jest-dom";

// jsdom has no TextEncoder/TextDecoder, which React's server renderer needs (tests render HTML the way the build does).
import { TextDecoder, TextEncoder } from "node:util";
Object.assign(globalThis, { TextDecoder, TextEncoder });
