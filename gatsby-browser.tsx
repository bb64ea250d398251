// Thin entry: the shell and the runtime behaviours live in src/, evaluated one task after the bundle.
import "./src/styles/global.css";

export {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  replaceHydrateFunction,
  wrapPageElement,
  wrapRootElement,
} from "./src/runtime/lazy-entry";
