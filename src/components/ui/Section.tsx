import React from "react";

/** A page section with its heading block: optional eyebrow, the h2 (which names the section) and an intro. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  soft = false,
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  /** The ivory background that alternates with white. */
  soft?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={soft ? "section section-soft" : "section"} aria-labelledby={id}>
      <div className="container">
        <div className="section-head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id}>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
