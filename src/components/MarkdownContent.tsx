/**
 * Renders the HTML syntax tree of a Markdown body (gatsby-transformer-remark's htmlAst) as React elements:
 * internal links become client-side links that keep the /it prefix, raw HTML is dropped (editors write
 * Markdown), an h1 in a body becomes an h2 (each page has one h1: its heading field), and placeholders become
 * their values: business facts such as {{whatsapp}} from content/business.json, {{fatto:<key>}} from
 * content/fatti.json.
 */
import React from "react";
import { fillPlaceholders } from "../content-model/fill-placeholders";
import { useSiteData } from "../hooks/use-site-data";
import { SmartLink } from "./SmartLink";
import type { MarkdownProps } from "./Markdown";

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const ALLOWED = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "code",
  "pre",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "del",
  "sup",
  "sub",
  "span",
  "abbr",
]);
const VOID = new Set(["hr", "br"]);

export type TextTransform = (text: string) => string;

function props(node: HastNode): Record<string, string> {
  const out: Record<string, string> = {};
  const p = node.properties ?? {};
  if (Array.isArray(p.className)) out.className = p.className.join(" ");
  else if (typeof p.className === "string") out.className = p.className;
  for (const key of ["title", "id", "lang", "scope"]) {
    if (typeof p[key] === "string") out[key] = p[key] as string;
  }
  return out;
}

/** Blocks a page puts in place of a paragraph holding only their placeholder, e.g. {{cookieTable}}. */
export type MarkdownBlocks = Readonly<Record<string, React.ReactNode>>;

const BLOCK_TOKEN = /^\s*\{\{\s*([A-Za-z]+)\s*\}\}\s*$/;

function blockOf(node: HastNode, blocks: MarkdownBlocks): React.ReactNode | undefined {
  const only = node.tagName === "p" && node.children?.length === 1 ? node.children[0] : undefined;
  const name = only?.type === "text" ? BLOCK_TOKEN.exec(only.value ?? "")?.[1] : undefined;
  return name !== undefined && name in blocks ? blocks[name] : undefined;
}

function renderNode(
  node: HastNode,
  key: React.Key,
  transform: TextTransform,
  blocks: MarkdownBlocks = {},
): React.ReactNode {
  if (node.type === "text") return transform(node.value ?? "");
  if (node.type === "root") return renderChildren(node, transform, blocks);
  if (node.type !== "element" || !node.tagName) return null;
  const block = blockOf(node, blocks);
  if (block !== undefined) return <React.Fragment key={key}>{block}</React.Fragment>;
  const tag = node.tagName === "h1" ? "h2" : node.tagName;
  if (!ALLOWED.has(tag)) return renderChildren(node, transform);
  if (tag === "a") {
    const href = typeof node.properties?.href === "string" ? transform(node.properties.href) : "";
    return (
      <SmartLink key={key} to={href} {...props(node)}>
        {renderChildren(node, transform)}
      </SmartLink>
    );
  }
  if (VOID.has(tag)) return React.createElement(tag, { key, ...props(node) });
  // Tables scroll on small screens; give them a name for assistive technology.
  const extra = tag === "table" ? { tabIndex: 0 } : {};
  return React.createElement(tag, { key, ...props(node), ...extra }, renderChildren(node, transform));
}

/** Parents whose whitespace-only text children are layout noise (and invalid inside tables). */
const BLOCK_PARENTS = new Set(["ul", "ol", "table", "thead", "tbody", "tr", "blockquote"]);

function renderChildren(node: HastNode, transform: TextTransform, blocks: MarkdownBlocks = {}): React.ReactNode[] {
  const blockParent = node.type === "root" || BLOCK_PARENTS.has(node.tagName ?? "");
  return (node.children ?? [])
    .filter((child) => !(blockParent && child.type === "text" && !(child.value ?? "").trim()))
    .map((child, i) => renderNode(child, i, transform, blocks));
}

const identity: TextTransform = (text) => text;

/** Placeholders ({{whatsapp}}, {{fatto:<key>}}...) are filled in every body, then the page's own transform. */
export function MarkdownContent({ ast, transform = identity, className = "prose", blocks = {} }: MarkdownProps) {
  const { business } = useSiteData();
  if (!ast || typeof ast !== "object") return null;
  // Every placeholder's value, written by the build (the `placeholders` field of Business, src/gatsby/schema.ts).
  const values = business.placeholders as Record<string, string>;
  const fill: TextTransform = (text) => transform(fillPlaceholders(text, values));
  return <div className={className}>{renderNode(ast as HastNode, "root", fill, blocks)}</div>;
}

export default MarkdownContent;
