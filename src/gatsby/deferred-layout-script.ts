/**
 * The head's inline script of every page (src/gatsby/render-body.tsx): it lays the page out whole as soon as the page
 * moves (src/runtime/deferred-layout.ts). From the start, for a page not reached by a plain navigation (a reload,
 * going back or forward): the scroll position the browser restores must fall on real heights. Otherwise at the first
 * scroll of any kind (a fling, a key, the scroll bar), before the frame that shows it, also before the site's scripts
 * have started, as on a slow phone. (An anchor the browser seeks, from the address or a link, is the stylesheet's
 * part: src/styles/global.css.) Plain ES5 with no dependency: it runs before the body is parsed. Kept out of the
 * runtime's module so that the browser bundle does not carry its text.
 */
import { LAID_OUT } from "../runtime/deferred-layout";

export const DEFERRED_LAYOUT_SCRIPT =
  `(function(){function w(){onscroll=null;document.documentElement.setAttribute('${LAID_OUT}','')}` +
  "onscroll=w;" +
  "try{var n=performance.getEntriesByType('navigation')[0];n&&n.type!='navigate'&&w()}catch(e){}})()";
