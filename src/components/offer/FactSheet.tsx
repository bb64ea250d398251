import React from "react";
import { CheckList } from "../ui/Lists";

export interface Fact {
  readonly label: string;
  readonly value: string | null | undefined;
}

export interface DownloadableDocument {
  readonly title: string;
  readonly fileFile: { readonly publicURL: string | null } | null;
}

/**
 * The proof behind an offer (manufacturer, model, warranty, documents; service commitments): the company fills
 * these fields in when it can state them, and each one appears only when filled. With none filled, nothing shows.
 */
export function FactSheet({
  id,
  title,
  facts,
  documents = null,
}: {
  id: string;
  title: string;
  facts: readonly Fact[];
  documents?: readonly DownloadableDocument[] | null;
}) {
  const filled = facts.filter(
    (f): f is { label: string; value: string } => typeof f.value === "string" && f.value.trim() !== "",
  );
  const files = (documents ?? []).flatMap((d) =>
    d.fileFile?.publicURL ? [{ title: d.title, url: d.fileFile.publicURL }] : [],
  );
  if (filled.length === 0 && files.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {/* The site's own list style: no extra CSS in every page's inline stylesheet for an optional block. */}
        <CheckList items={filled.map((f) => `${f.label}: ${f.value}`)} />
        {files.length > 0 ? (
          <ul className="prose">
            {files.map((d) => (
              <li key={d.url}>
                {/* A plain link: the PDF is a file, not a page of the site. */}
                <a href={d.url} download>
                  {d.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
