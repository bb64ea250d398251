/**
 * The head's inline script of every page (src/gatsby/render-body.tsx): a page not reached by a plain navigation (a
 * reload, going back or forward) or whose address has an anchor is laid out whole from the start, so that the scroll
 * position the browser restores or seeks falls on real heights (src/runtime/deferred-layout.ts). Plain ES5 with no
 * dependency: it runs before the body is parsed. Kept out of the runtime's module so that the browser bundle does not
 * carry its text.
 */
import { LAID_OUT } from "../runtime/deferred-layout";

export const DEFERRED_LAYOUT_SCRIPT =
  "(function(){try{var n=performance.getEntriesByType('navigation')[0];" +
  `if(location.hash||(n&&n.type!=='navigate'))document.documentElement.setAttribute('${LAID_OUT}','')` +
  "}catch(e){}})()";
