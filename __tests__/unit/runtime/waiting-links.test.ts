/**
 * A link in a part still waiting to hydrate changes pages on the client; links React has hydrated, links outside
 * such parts, links to other sites and clicks with a modifier are left alone. (The browser proves it on the built
 * site: e2e/smoke.spec.ts clicks a footer link before the footer has hydrated.)
 */
import { catchWaitingLinks } from "../../../src/runtime/waiting-links";

let go: jest.Mock;
let stop: () => void;
beforeEach(() => {
  document.body.innerHTML = `
    <div data-on-view="footer"><footer><a id="waiting" href="/contatti">Contatti</a>
      <a id="away" href="https://www.facebook.com/veneretech">Facebook</a>
      <a id="file" href="/documenti/scheda.pdf">Scheda</a></footer></div>
    <div data-on-view="cta"><a id="hydrated" href="/blog">Blog</a></div>
    <nav><a id="outside" href="/formule">Formule</a></nav>`;
  Object.assign(document.getElementById("hydrated")!, { __reactFiber$test: {} });
  go = jest.fn();
  stop = catchWaitingLinks(document, go);
});
afterEach(() => stop());

const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

it("routes a waiting part's link to a page of the site through Gatsby's navigation", () => {
  const event = click("waiting");
  expect(event.defaultPrevented).toBe(true);
  expect(go).toHaveBeenCalledWith("/contatti");
});

it("leaves hydrated links, links outside the parts, other sites, files and forced navigations to the browser", () => {
  for (const id of ["hydrated", "outside", "away", "file"]) expect(click(id).defaultPrevented).toBe(false);
  expect(click("waiting", { ctrlKey: true }).defaultPrevented).toBe(false);
  expect(go).not.toHaveBeenCalled();
});
