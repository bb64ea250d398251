// Thin entry: the shell and the runtime behaviours live in src/.
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/shell/wrap-page-element";
