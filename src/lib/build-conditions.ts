/**
 * The parts of a legal page's body that hold for this build only (src/content-model/conditions.ts): a paragraph
 * holding only {{ifAnalytics}} or {{ifNoAnalytics}} opens a part shown only with, or only without, analytics, and
 * {{endIf}} closes it. Applied by the page template to the body's syntax tree before it renders, so the choice is
 * made when the build writes the HTML; the markers themselves never show.
 */
import type { HastNode } from "../components/Markdown";

const ALONE = /^\s*\{\{\s*(ifAnalytics|ifNoAnalytics|endIf)\s*\}\}\s*$/;

function markerOf(node: HastNode): string | undefined {
  const only = node.tagName === "p" && node.children?.length === 1 ? node.children[0] : undefined;
  return only?.type === "text" ? ALONE.exec(only.value ?? "")?.[1] : undefined;
}

/** The body's tree with only this build's parts: `analytics` is whether the build has an analytics id. */
export function withBuildConditions(ast: unknown, { analytics }: { analytics: boolean }): unknown {
  if (!ast || typeof ast !== "object") return ast;
  const root = ast as HastNode;
  let showing = true;
  const children = (root.children ?? []).filter((child) => {
    const marker = markerOf(child);
    if (marker === "ifAnalytics") showing = analytics;
    else if (marker === "ifNoAnalytics") showing = !analytics;
    else if (marker === "endIf") showing = true;
    return marker === undefined && showing;
  });
  return { ...root, children };
}
