// Two projects: "unit" (modules and components, before the build) and "build" (checks of public/ after it).
const os = require("node:os");

const common = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: [
    // ES modules among the dependencies, compiled for Jest: Gatsby's, and Netlify's rule parsers with theirs.
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-catch-links|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|path-exists|is-plain-obj|map-obj)/)",
  ],
  moduleNameMapper: {
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/__mocks__/file-mock.js",
    "\\.(svg|jpg|png|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
};

module.exports = {
  // One worker per core. Jest's default leaves one core to itself (one worker on a 2-core machine), but its main
  // process only hands out test files, so the build checks (HTML parsing, compression) ran one file at a time:
  // 87 s with 1 worker against 55 s with 2, side by side on this 2-core machine (docs/DEVELOPMENT.md).
  maxWorkers: os.availableParallelism(),
  projects: [
    {
      ...common,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
    },
    {
      ...common,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.ts?(x)"],
    },
  ],
};
