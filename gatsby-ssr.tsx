// Thin entry: the same shell as the browser, plus what only the server renders.
export { wrapPageElement, wrapRootElement } from "./src/components/shell/wrap-page-element";
export { onRenderBody } from "./src/gatsby/render-body";
export { onPreRenderHTML } from "./src/gatsby/pre-render-html";
export { replaceRenderer } from "./src/gatsby/parts-ready";
