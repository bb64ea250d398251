import { act, render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { ReferenceList, selectReferences, type Reference } from "../../src/components/ReferenceList";
import { References } from "../../src/components/References";

const ref = (centre: string, machine: string, city: string, date: string): Reference => ({
  centre,
  machine,
  city,
  date,
  month: "ottobre 2026",
  quote: `Parole di ${centre}.`,
});
const ALL = [
  ref("Centro Aurora", "laser", "Milano", "2026-10-05"),
  ref("Estetica Luna", "laser", "Torino", "2026-09-01"),
  ref("Beauty Sole", "presso", "milano ", "2026-08-20"),
  ref("Spazio Iris", "presso", "Roma", "2026-07-10"),
];

describe("selectReferences", () => {
  it("keeps a machine's references, in one city when given (ignoring case and spaces)", () => {
    expect(selectReferences(ALL, { machine: "laser" }).map((r) => r.centre)).toEqual([
      "Centro Aurora",
      "Estetica Luna",
    ]);
    expect(selectReferences(ALL, { machine: "presso", city: "Milano" }).map((r) => r.centre)).toEqual(["Beauty Sole"]);
    expect(selectReferences(ALL, { machine: "presso", city: "Napoli" })).toEqual([]);
  });

  it("gives the home page the first three of all", () => {
    expect(selectReferences(ALL, { limit: 3 })).toHaveLength(3);
  });
});

describe("ReferenceList", () => {
  it("shows the centre's words, its name and city, and the month of the reference", () => {
    render(<ReferenceList items={[ALL[0]]} title="Cosa dicono i centri che lo usano" />);
    expect(screen.getByRole("heading", { level: 2, name: "Cosa dicono i centri che lo usano" })).toBeInTheDocument();
    expect(screen.getByText("Parole di Centro Aurora.").closest("blockquote")).not.toBeNull();
    expect(screen.getByText(/Centro Aurora, Milano/)).toBeInTheDocument();
    expect(screen.getByText("ottobre 2026")).toHaveAttribute("datetime", "2026-10-05");
  });

  it("renders nothing without references", () => {
    const { container } = render(<ReferenceList items={[]} title="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("References", () => {
  // The list is a chunk of its own (React.lazy): the tests wait for it.
  const mocked = useStaticQuery as jest.Mock;
  afterEach(() => mocked.mockReset());

  // Lets the lazy list load and render.
  const settle = () =>
    act(async () => {
      await import("../../src/components/ReferenceList");
    });

  it("renders nothing while the collection is empty, and when the query has no references (CMS preview)", async () => {
    mocked.mockReturnValue({ references: { nodes: [] } });
    // Only the empty marker of a part that hydrates when scrolled into view (src/runtime/parts.tsx), with no content.
    const empty = render(<References machine="laser" />);
    await settle();
    expect(empty.container.querySelector("[data-on-view]")).toBeEmptyDOMElement();
    mocked.mockReturnValue({ business: {} });
    const preview = render(<References />);
    await settle();
    expect(preview.container.querySelector("[data-on-view]")).toBeEmptyDOMElement();
  });

  it("shows the references of the page's machine and city", async () => {
    mocked.mockReturnValue({ references: { nodes: ALL.map((frontmatter) => ({ frontmatter })) } });
    render(<References machine="laser" city="Torino" />);
    expect(
      await screen.findByRole("heading", { name: "Cosa dicono i centri di Torino che lo usano" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText(/Estetica Luna, Torino/)).toBeInTheDocument();
  });
});
