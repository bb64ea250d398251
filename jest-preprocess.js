// Jest transforms TypeScript and JSX with Gatsby's own Babel preset (no root babel config, so the site's
// build is untouched).
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
