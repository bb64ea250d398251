/**
 * The browser's stand-in for react-helmet (webpack alias in src/gatsby/webpack.ts, browser bundle only).
 *
 * The server renders every page's head with the real react-helmet through gatsby-plugin-react-helmet, as the
 * design card asks. In the browser the head only changes on client-side navigation, and react-helmet with its
 * dependencies would cost about 5 KB of the 85 KB first-load JavaScript budget; this component does the same
 * job for the tags the site's <Seo> and error page use: <title>, <meta>, <link> and the lang attribute of
 * <html>. It replaces the head elements react-helmet marked (data-react-helmet). JSON-LD is the server's, for the
 * page it rendered: a head written here (a page shown by navigating, since <Seo> leaves the server's page alone)
 * drops it.
 */
import React, { useEffect } from "react";

const MARK = "data-react-helmet";

type Props = {
  htmlAttributes?: { lang?: string };
  children?: React.ReactNode;
};

interface HeadTag {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

/** The text of an element's children (a <title>'s), strings and numbers only. */
export function textOf(children: React.ReactNode): string {
  return React.Children.toArray(children)
    .map((c) => (typeof c === "string" || typeof c === "number" ? String(c) : ""))
    .join("");
}

export function collectTags(children: React.ReactNode): { title: string | null; tags: HeadTag[] } {
  let title: string | null = null;
  const tags: HeadTag[] = [];
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement(child) || typeof child.type !== "string") return;
    const { children: inner, ...rest } = child.props as Record<string, unknown> & { children?: React.ReactNode };
    if (child.type === "title") {
      title = textOf(inner);
      return;
    }
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value === undefined || value === null || value === false) continue;
      attributes[key === "className" ? "class" : key.toLowerCase()] = String(value);
    }
    tags.push({ tag: child.type, attributes, text: textOf(inner) });
  });
  return { title, tags };
}

const isJsonLd = (el: Element): boolean => el.tagName === "SCRIPT" && el.getAttribute("type") === "application/ld+json";

export function applyHead(doc: Document, title: string | null, tags: readonly HeadTag[], lang?: string): void {
  if (title !== null) doc.title = title;
  if (lang) doc.documentElement.lang = lang;
  const wanted = tags.map((t) => {
    const el = doc.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attributes)) el.setAttribute(k, v);
    el.setAttribute(MARK, "true");
    if (t.text) el.textContent = t.text;
    return el;
  });
  const marked = Array.from(doc.head.querySelectorAll(`[${MARK}]`)).filter((el) => el.tagName !== "TITLE");
  marked.filter(isJsonLd).forEach((el) => el.remove());
  const current = marked.filter((el) => !isJsonLd(el) && el.isConnected);
  // Nothing to do when the head already holds exactly these tags (the first render after the server's).
  if (current.length === wanted.length && current.every((el, i) => el.isEqualNode(wanted[i]))) return;
  current.forEach((el) => el.remove());
  wanted.forEach((el) => doc.head.appendChild(el));
}

export function Helmet({ htmlAttributes, children }: Props): null {
  const { title, tags } = collectTags(children);
  // The tags are a new array at each render: the effect depends on their serialised form, read back here.
  const key = JSON.stringify([title, tags, htmlAttributes?.lang]);
  useEffect(() => {
    const [headTitle, headTags, lang] = JSON.parse(key) as [typeof title, typeof tags, string | undefined];
    applyHead(document, headTitle, headTags, lang);
  }, [key]);
  return null;
}

export default Helmet;
