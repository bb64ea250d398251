import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { LocaleProvider } from "../../src/components/locale";
import { Header } from "../../src/components/shell/Header";
import { makePageInert } from "../../src/components/shell/MobileMenu";
import { initialMenuState, menuReducer } from "../../src/components/shell/menu-state";
import { mockSiteData } from "../helpers/site-data";

describe("menu state", () => {
  it("opens on hover and closes on leave of the same entry", () => {
    const open = menuReducer(initialMenuState, { type: "hover", id: "a" });
    expect(open).toEqual({ open: "a", via: "hover" });
    expect(menuReducer(open, { type: "leave", id: "b" })).toBe(open);
    expect(menuReducer(open, { type: "leave", id: "a" })).toEqual(initialMenuState);
  });

  it("switches menu when another entry is hovered", () => {
    const a = menuReducer(initialMenuState, { type: "hover", id: "a" });
    expect(menuReducer(a, { type: "hover", id: "b" }).open).toBe("b");
  });

  it("toggles with the button, but a click on a menu the pointer just opened keeps it open", () => {
    const keyboard = menuReducer(initialMenuState, { type: "toggle", id: "a" });
    expect(keyboard).toEqual({ open: "a", via: "toggle" });
    expect(menuReducer(keyboard, { type: "toggle", id: "a" })).toEqual(initialMenuState);
    const hovered = menuReducer(initialMenuState, { type: "hover", id: "a" });
    expect(menuReducer(hovered, { type: "toggle", id: "a", pointer: true })).toEqual({ open: "a", via: "toggle" });
    expect(menuReducer(hovered, { type: "toggle", id: "a", pointer: false })).toEqual(initialMenuState);
  });

  it("closes on close", () => {
    expect(menuReducer({ open: "a", via: "toggle" }, { type: "close" })).toEqual(initialMenuState);
    expect(menuReducer(initialMenuState, { type: "close" })).toBe(initialMenuState);
  });
});

function renderHeader(pathname = "/", prefix = "") {
  const utils = render(
    <LocaleProvider value={{ locale: "it", prefix, canonicalPath: pathname }}>
      <Header pathname={pathname} />
      <main>
        <a href="/altrove">Fuori</a>
      </main>
    </LocaleProvider>,
  );
  const rerenderAt = (next: string) =>
    utils.rerender(
      <LocaleProvider value={{ locale: "it", prefix, canonicalPath: next }}>
        <Header pathname={next} />
        <main />
      </LocaleProvider>,
    );
  return { ...utils, rerenderAt };
}

const button = (name: string) => screen.getByRole("button", { name: `${name}: mostra il sottomenu` });
const panelOf = (name: string) => document.getElementById(button(name).getAttribute("aria-controls") ?? "")!;

describe("desktop mega-menus", () => {
  beforeEach(mockSiteData);

  it("has the seven entries, three of them with a disclosure button", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Menu principale" });
    const links = within(nav)
      .getAllByRole("link")
      .filter((a) => a.parentElement?.parentElement === nav.querySelector("ul"));
    expect(links.map((a) => a.textContent)).toEqual([
      "Home",
      "Macchinari",
      "Formule",
      "Servizi",
      "Blog",
      "Sanificazione",
      "Contatti",
    ]);
    for (const name of ["Macchinari", "Formule", "Servizi"]) {
      expect(button(name)).toHaveAttribute("aria-expanded", "false");
      expect(panelOf(name)).not.toBeVisible();
    }
  });

  it("gives each panel, while open, its width from navigation.json (closed, it carries no size)", () => {
    renderHeader();
    for (const [name, width] of [
      ["Macchinari", "1200px"],
      ["Formule", "650px"],
      ["Servizi", "600px"],
    ]) {
      expect(panelOf(name).getAttribute("style")).toBeNull();
      fireEvent.click(button(name));
      expect(panelOf(name)).toBeVisible();
      expect(panelOf(name).style.getPropertyValue("--panel-width")).toBe(width);
    }
  });

  it("opens on hover, stays open while the pointer is on the panel, closes on leave", () => {
    renderHeader();
    const entry = button("Macchinari").closest("li")!;
    fireEvent.mouseEnter(entry);
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "true");
    expect(panelOf("Macchinari")).toBeVisible();
    // The panel is inside the entry: moving onto it is not leaving the entry.
    expect(entry.contains(panelOf("Macchinari"))).toBe(true);
    fireEvent.mouseLeave(entry);
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "false");
  });

  it("shows titled items with description and a link to the list page", () => {
    renderHeader();
    fireEvent.mouseEnter(button("Formule").closest("li")!);
    const panel = panelOf("Formule");
    expect(within(panel).getByRole("link", { name: /Noleggio operativo/ })).toHaveAttribute(
      "href",
      "/formule/noleggio-macchinari-estetici-roma",
    );
    expect(panel).toHaveTextContent("Un canone periodico con assistenza e rinnovo tecnologico.");
    expect(within(panel).getByRole("link", { name: /Vedi tutto: Formule/ })).toHaveAttribute("href", "/formule");
  });

  it("closes when an item is clicked", async () => {
    renderHeader();
    // jsdom cannot navigate; the test is about the menu closing.
    document.addEventListener("click", (e) => e.preventDefault(), { once: true });
    fireEvent.mouseEnter(button("Servizi").closest("li")!);
    await userEvent.click(within(panelOf("Servizi")).getByRole("link", { name: /Promozione del centro/ }));
    expect(button("Servizi")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside", () => {
    renderHeader();
    fireEvent.click(button("Formule"), { detail: 0 });
    expect(button("Formule")).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(screen.getByText("Fuori"));
    expect(button("Formule")).toHaveAttribute("aria-expanded", "false");
  });

  it("works with the keyboard: Enter and Space toggle, Escape closes and returns focus", async () => {
    renderHeader();
    const user = userEvent.setup();
    button("Macchinari").focus();
    await user.keyboard("{Enter}");
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(panelOf("Macchinari")).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "false");
    expect(button("Macchinari")).toHaveFocus();
    await user.keyboard(" ");
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus leaves the entry", async () => {
    renderHeader();
    const user = userEvent.setup();
    button("Servizi").focus();
    await user.keyboard("{Enter}");
    act(() => screen.getByText("Fuori").focus());
    expect(button("Servizi")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the route changes", () => {
    const { rerenderAt } = renderHeader("/");
    fireEvent.click(button("Macchinari"), { detail: 0 });
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "true");
    rerenderAt("/blog");
    expect(button("Macchinari")).toHaveAttribute("aria-expanded", "false");
  });

  it("renders a panel's items only while it is open", () => {
    renderHeader();
    expect(within(panelOf("Macchinari")).queryAllByRole("link", { hidden: true })).toHaveLength(0);
    fireEvent.mouseEnter(button("Macchinari").closest("li")!);
    // The panel's items of content/navigation.json, and the link to the whole list.
    const navigation = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/navigation.json"), "utf8")) as {
      main: Array<{ title: string; megaMenu?: { items: unknown[] } }>;
    };
    const items = navigation.main.find((m) => m.title === "Macchinari")!.megaMenu!.items.length;
    expect(within(panelOf("Macchinari")).getAllByRole("link")).toHaveLength(items + 1);
  });

  it("keeps /it on every link of the header and of each open panel on /it pages", () => {
    renderHeader("/it/blog", "/it");
    const hrefs: string[] = [];
    const collect = () =>
      hrefs.push(
        ...within(screen.getByRole("banner"))
          .getAllByRole("link", { hidden: true })
          .map((a) => a.getAttribute("href") ?? "")
          .filter((h) => h.startsWith("/")),
      );
    for (const name of ["Macchinari", "Formule", "Servizi"]) {
      fireEvent.mouseEnter(button(name).closest("li")!);
      collect();
    }
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) expect(href === "/it" || href.startsWith("/it/")).toBe(true);
  });
});

describe("mobile menu", () => {
  beforeEach(mockSiteData);

  it("opens with the hamburger, lists the eight entries, makes the page inert and closes with Escape", async () => {
    renderHeader();
    const user = userEvent.setup();
    const hamburger = screen.getByLabelText("Apri il menu");
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute("aria-expanded", "true");
    // The menu is rendered closed (in the prerendered HTML); the hamburger opens it without loading code.
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    const nav = within(dialog).getByRole("navigation");
    const entries = within(nav)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === nav.querySelector("ul"));
    expect(entries.map((li) => li.querySelector("a")?.textContent)).toEqual([
      "Home",
      "Macchinari",
      "Formule",
      "Servizi",
      "Promozione",
      "Blog",
      "Sanificazione",
      "Contatti",
    ]);
    // Everything outside the menu, found from the page's structure: the page, the header's other parts.
    expect(document.querySelector("main")).toHaveAttribute("inert");
    expect(screen.getByRole("navigation", { name: "Menu principale", hidden: true }).closest("[inert]")).not.toBeNull();
    expect(dialog.closest("[inert]")).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("main")).not.toHaveAttribute("inert");
    expect(screen.getByLabelText("Apri il menu")).toHaveFocus();
  });

  it("traps focus: Tab from the last element goes back to the first", async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Apri il menu"));
    const dialog = await screen.findByRole("dialog");
    // First in the dialog is the hamburger, now the close button; last is the call to action.
    const first = screen.getByLabelText("Chiudi il menu");
    const last = within(dialog).getByRole("link", { name: "Richiedete informazioni" });
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it("reveals the sub-pages of Macchinari in a native disclosure", async () => {
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Apri il menu"));
    await screen.findByRole("dialog");
    const expand = screen.getByLabelText("Macchinari: mostra le pagine");
    expect(expand.tagName).toBe("SUMMARY");
    expect(expand.closest("details")).not.toHaveAttribute("open");
    await user.click(expand);
    expect(expand.closest("details")).toHaveAttribute("open");
    expect(screen.getByRole("link", { name: "Picolaser" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-roma/macchinario-picolaser-roma",
    );
  });

  it("closes when the route changes", async () => {
    const { rerenderAt } = renderHeader("/");
    await userEvent.click(screen.getByLabelText("Apri il menu"));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    rerenderAt("/contatti");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("makePageInert", () => {
  it("makes inert every element outside the menu, level by level, and restores only what it changed", () => {
    document.body.innerHTML = `
      <svg id="sprite"></svg>
      <div id="root">
        <a id="skip" href="#main">Salta</a>
        <header>
          <div id="bar"><a id="logo" href="/">Logo</a><details id="menu"><summary>Menu</summary></details></div>
        </header>
        <main id="main"></main>
        <div id="banner" inert=""></div>
      </div>`;
    const menu = document.getElementById("menu")!;
    const restore = makePageInert(menu);
    const inert = () => Array.from(document.querySelectorAll("[inert]")).map((el) => el.id);
    expect(inert().sort()).toEqual(["banner", "logo", "main", "skip", "sprite"]);
    expect(menu.closest("[inert]")).toBeNull();
    expect(document.body.style.overflow).toBe("hidden");
    restore();
    expect(inert()).toEqual(["banner"]);
    expect(document.body.style.overflow).toBe("");
  });
});
