import type { GatsbyConfig } from "gatsby";
import { buildGatsbyConfig } from "./src/gatsby/config";

const config: GatsbyConfig = buildGatsbyConfig();

export default config;
