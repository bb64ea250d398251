/** The Markdown body beside an aside of titled check lists: see BodyWithAside in EntryPage.tsx. */
import React from "react";
import type { BodyWithAsideProps } from "./EntryPage";
import { MarkdownContent } from "./MarkdownContent";
import { CheckList } from "./ui/Lists";
import * as styles from "../templates/aside.module.css";

export default function BodyWithAsideSection({ ast, lists, soft = false }: BodyWithAsideProps) {
  const shown = lists.filter((l) => (l.items?.length ?? 0) > 0);
  return (
    <section className={`section${soft ? " section-soft" : ""}`}>
      <div className={`container ${styles.split}`}>
        <MarkdownContent ast={ast} />
        <aside className={styles.aside} aria-labelledby={shown[0]?.id}>
          {shown.map((l) => (
            <React.Fragment key={l.id}>
              <h2 id={l.id} className={styles.asideTitle}>
                {l.title}
              </h2>
              <CheckList items={l.items} />
            </React.Fragment>
          ))}
        </aside>
      </div>
    </section>
  );
}
