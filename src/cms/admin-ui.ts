/**
 * What /admin adds around Decap's own screens, in its page (not in the preview frame):
 * - the refusal of a publication: a panel that stays until the editor closes it, one line per problem with a
 *   button that opens the field, instead of Decap's notification that disappears after a few seconds;
 * - the checks before Decap's «Volete davvero pubblicare?»: a click on «Pubblica ora» (or «Pubblica e …») of an
 *   entry the checks refuse opens the panel and never reaches the question;
 * - Markdown pasted into «Testo formattato» («## Titolo», «- voce», «**grassetto**»): refused with a message
 *   saying where to paste it, since the rich-text editor would keep the signs as text;
 * - «Guarda Live» hidden: on a published entry it opens the site's home, not the entry, and before the build ends.
 */
import type { ProblemLine } from "./editor-words";

const PANEL_ID = "cms-refusal";

/** Focuses the form's control whose label starts with `label`, scrolled into view; false when there is none. */
export function openField(doc: Document, label: string): boolean {
  const wanted = label.toLowerCase();
  const labels = [...doc.querySelectorAll("label")].filter((l) =>
    (l.textContent ?? "").trim().toLowerCase().startsWith(wanted),
  );
  for (const l of labels) {
    const control =
      (l.htmlFor ? doc.getElementById(l.htmlFor) : null) ??
      l.parentElement?.querySelector<HTMLElement>("input, textarea, select, [contenteditable='true'], button");
    if (control) {
      control.scrollIntoView?.({ block: "center" });
      control.focus();
      return true;
    }
  }
  return false;
}

/** Shows the refusal panel (replacing an earlier one) and moves the focus to it. */
export function showRefusal(doc: Document, lines: readonly ProblemLine[], heading: string): HTMLElement {
  doc.getElementById(PANEL_ID)?.remove();
  const panel = doc.createElement("section");
  panel.id = PANEL_ID;
  panel.setAttribute("role", "alertdialog");
  panel.setAttribute("aria-labelledby", `${PANEL_ID}-title`);
  Object.assign(panel.style, {
    position: "fixed",
    top: "64px",
    right: "16px",
    zIndex: "10000",
    width: "min(460px, calc(100vw - 32px))",
    maxHeight: "calc(100vh - 96px)",
    overflow: "auto",
    background: "#fff",
    color: "#410e0b",
    border: "2px solid #b3261e",
    borderLeftWidth: "8px",
    borderRadius: "6px",
    boxShadow: "0 6px 24px rgba(0,0,0,.25)",
    padding: "16px 18px",
    font: "15px/1.45 system-ui, sans-serif",
  });
  const title = doc.createElement("h2");
  title.id = `${PANEL_ID}-title`;
  title.tabIndex = -1;
  title.textContent = heading;
  Object.assign(title.style, { font: "600 17px/1.3 system-ui, sans-serif", margin: "0 0 8px" });
  const intro = doc.createElement("p");
  intro.textContent =
    lines.length === 1
      ? "Correggete questo campo, salvate e pubblicate di nuovo:"
      : "Correggete questi campi, salvate e pubblicate di nuovo:";
  intro.style.margin = "0 0 8px";
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: "0 0 12px", paddingLeft: "18px" });
  for (const line of lines) {
    const item = doc.createElement("li");
    item.style.marginBottom = "6px";
    if (line.topLabel) {
      const open = doc.createElement("button");
      open.type = "button";
      open.textContent = line.field;
      open.title = "Apri il campo";
      Object.assign(open.style, {
        font: "inherit",
        fontWeight: "600",
        color: "#8c1d18",
        background: "none",
        border: "0",
        padding: "0",
        textDecoration: "underline",
        cursor: "pointer",
      });
      const label = line.topLabel;
      open.addEventListener("click", () => void openField(doc, label));
      item.append(open);
    } else {
      const name = doc.createElement("strong");
      name.textContent = line.field;
      item.append(name);
    }
    item.append(`: ${line.text}`);
    list.append(item);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "Chiudi";
  Object.assign(close.style, {
    font: "600 15px system-ui, sans-serif",
    padding: "6px 16px",
    border: "1px solid #b3261e",
    borderRadius: "4px",
    background: "#fdecea",
    color: "#410e0b",
    cursor: "pointer",
  });
  close.addEventListener("click", () => panel.remove());
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") panel.remove();
  });
  panel.append(title, intro, list, close);
  doc.body.append(panel);
  title.focus();
  return panel;
}

/** The entry open in the editor, from Decap's address: #/collections/<name>/entries/<slug>. */
export function openEntry(hash: string): { collection: string; slug: string } | null {
  const m = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(hash);
  return m ? { collection: m[1], slug: m[2] ? decodeURIComponent(m[2]) : "" } : null;
}

/** Plain text that the rich-text editor would keep as signs: headings, lists, bold, links written in Markdown. */
export function looksLikeMarkdown(text: string): boolean {
  return (
    /^\s{0,3}#{1,6}\s+\S/m.test(text) ||
    /^\s{0,3}[-*+]\s+\S.*\n\s{0,3}[-*+]\s+\S/m.test(text) ||
    /\*\*[^*\n]+\*\*/.test(text) ||
    /\[[^\]\n]+\]\((?:https?:\/\/|\/)[^)\s]*\)/.test(text)
  );
}

export interface AdminUiOptions {
  /** The problems of the entry open in the editor, as its preview last checked it; null when not known. */
  readonly problemsOf: (collection: string, slug: string) => readonly ProblemLine[] | null;
  /** Decap's labels of the publishing actions («Pubblica ora», «Pubblica e creane una nuova», «Pubblica e duplica»). */
  readonly publishLabels: readonly string[];
  /** Decap's «Guarda Live». */
  readonly liveLabel: string;
}

export function installAdminUi(win: Window & typeof globalThis, options: AdminUiOptions): void {
  const doc = win.document;
  // Before Decap's own handler (capture), so its confirmation never comes before a refusal.
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const action = target?.closest("[role='menuitem'], li, button, a, div");
      const label = action?.textContent?.trim() ?? "";
      if (!options.publishLabels.includes(label)) return;
      const open = openEntry(win.location.hash);
      const lines = open ? options.problemsOf(open.collection, open.slug) : null;
      if (!lines || lines.length === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showRefusal(doc, lines, "Questa voce non si può ancora pubblicare");
    },
    true,
  );
  doc.addEventListener(
    "paste",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest("[data-slate-editor='true']")) return;
      const data = event.clipboardData;
      if (!data || data.types.includes("text/html")) return;
      if (!looksLikeMarkdown(data.getData("text/plain"))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showRefusal(
        doc,
        [
          {
            field: "Testo",
            topLabel: null,
            text:
              "il testo incollato è scritto in Markdown (righe che cominciano con #, -, o parole tra **), che " +
              "«Testo formattato» terrebbe come simboli. Passate a «Markdown» con l'interruttore in alto a destra " +
              "del campo, incollatelo lì e tornate a «Testo formattato»: titoli, elenchi e grassetti saranno " +
              "convertiti.",
          },
        ],
        "Testo non incollato",
      );
    },
    true,
  );
  const hideLive = (): void => {
    for (const el of doc.querySelectorAll<HTMLElement>("a, button")) {
      if (el.textContent?.trim() === options.liveLabel && el.style.display !== "none") el.style.display = "none";
    }
  };
  new win.MutationObserver(hideLive).observe(doc.body, { childList: true, subtree: true });
}
