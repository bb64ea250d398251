// Thin entry: the runtime's hooks and the shell live in src/.
import "./src/styles/global.css";

export {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  replaceHydrateFunction,
} from "./src/runtime/browser-hooks";
export { wrapPageElement, wrapRootElement } from "./src/components/shell/wrap-page-element";
