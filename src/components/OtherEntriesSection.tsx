/** Cards of the other entries of the same kind: see OtherEntries in EntryPage.tsx. */
import React from "react";
import type { OtherEntriesProps } from "./EntryPage";
import { toCard } from "../lib/entries";
import { CardGrid } from "./ui/Cards";
import { Section } from "./ui/Section";
import { SmartLink } from "./SmartLink";

export default function OtherEntriesSection({ id, title, entries, columns, soft = false, more }: OtherEntriesProps) {
  if (entries.length === 0) return null;
  return (
    <Section id={id} title={title} soft={soft}>
      <CardGrid cards={entries.map(toCard)} columns={columns} />
      {more ? (
        <p>
          <SmartLink to={more.to}>{more.label}</SmartLink>
        </p>
      ) : null}
    </Section>
  );
}
