// Thin entry: the shell and the runtime behaviours live in src/.
import "./src/styles/global.css";

export { wrapPageElement, wrapRootElement } from "./src/runtime/lazy-shell";
export {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  replaceHydrateFunction,
} from "./src/runtime/lazy-hooks";
