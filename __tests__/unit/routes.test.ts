/** @jest-environment node */
import { buildRoutes, withPrefix, type RouteInput } from "../../src/gatsby/routes";
import { pagePathsFromDisk, routeInputFromDisk } from "../helpers/content";
import { SEED_PAGES } from "../helpers/seed-routes";

describe("the route table", () => {
  const input = routeInputFromDisk();
  const rows = buildRoutes(input);
  const paths = rows.map((r) => r.path);

  it("has every route of the seed, unprefixed and under /it, each once", () => {
    expect(paths).toEqual(expect.arrayContaining([...SEED_PAGES]));
    expect(new Set(paths).size).toBe(paths.length);
    expect(rows.filter((r) => r.context.prefix === "/it")).toHaveLength(rows.filter((r) => !r.context.prefix).length);
  });

  it("has one page per content file with an address, and a city page for each city text", () => {
    // Read from content/ (helpers/content.ts), with the addresses written out, not with the code that builds the
    // table: editors add entries, so the expectation grows with them.
    const expected = pagePathsFromDisk();
    expect(
      rows
        .filter((r) => !r.context.prefix)
        .map((r) => r.path)
        .sort(),
    ).toEqual(expected.sort());
  });

  it("gives each /it copy the same template, content and canonical path as its original", () => {
    for (const row of rows.filter((r) => r.context.prefix === "/it")) {
      const original = rows.find((r) => r.context.prefix === "" && r.path === row.context.canonicalPath);
      expect(original).toBeDefined();
      expect(row.path).toBe(withPrefix("/it", original!.path));
      expect(row.context.template).toBe(original!.context.template);
      expect(row.context.id).toBe(original!.context.id);
      expect(row.title).toBe(original!.title);
    }
  });

  it("chooses the template of each kind of page", () => {
    const templateOf = (p: string) => rows.find((r) => r.path === p)?.context;
    expect(templateOf("/")?.template).toBe("home");
    expect(templateOf("/macchinari-estetici-roma")?.template).toBe("machines");
    expect(templateOf("/macchinari-estetici-roma/macchinario-ems-sculpt")?.template).toBe("machine");
    expect(templateOf("/macchinari-estetici-professionali/macchinario-laser-diodo-napoli")).toMatchObject({
      template: "cityMachine",
      citySlug: "napoli",
      machineSlug: "macchinario-laser-diodo-roma",
    });
    expect(templateOf("/formule")?.template).toBe("formulas");
    expect(templateOf("/formule/noleggio-macchinari-estetici-roma")?.template).toBe("formula");
    expect(templateOf("/servizi-centri-estetici/promozione-centri-estetici-roma")?.template).toBe("service");
    expect(templateOf("/sanificazione")?.template).toBe("sanitising");
    expect(templateOf("/sanificazione/ozy10")?.template).toBe("sanitisingProduct");
    expect(templateOf("/blog")?.template).toBe("blog");
    expect(templateOf("/blog/blog03")?.template).toBe("post");
    expect(templateOf("/cookie-policy")).toMatchObject({ template: "page", variant: "legal" });
    expect(templateOf("/contatti")).toMatchObject({ template: "contact" });
    expect(templateOf("/calcolo-rientro")).toMatchObject({ template: "calculator" });
    expect(templateOf("/calcolo-rientro")).not.toHaveProperty("variant");
    expect(templateOf("/cerca")).toMatchObject({ template: "search" });
    expect(templateOf("/it/cerca")).toMatchObject({ template: "search", prefix: "/it", canonicalPath: "/cerca" });
    expect(templateOf("/confronta-macchinari")).toMatchObject({ template: "compare" });
    expect(templateOf("/confronta-macchinari")).not.toHaveProperty("variant");
    expect(templateOf("/it/confronta-macchinari")).toMatchObject({ template: "compare", prefix: "/it" });
    expect(templateOf("/cerca")).not.toHaveProperty("variant");
    expect(templateOf("/thankyou")).toMatchObject({ template: "page", variant: "thankyou" });
    expect(templateOf("/lp-laser-diodo")).toMatchObject({ template: "page", variant: "landing" });
    expect(templateOf("/it")).toMatchObject({ template: "home", prefix: "/it", canonicalPath: "/", locale: "it" });
  });

  it("fills the city into the title of city pages", () => {
    const row = rows.find((r) => r.path === "/macchinari-estetici-professionali/macchinario-pressoterapia-torino");
    expect(row?.title).toContain("Torino");
    expect(row?.title).not.toContain("{city}");
  });

  it("adds exactly the pages of a new city when cities.json gains one with its texts, none before", () => {
    const bari = { file: "content/cities.json", slug: "bari", name: "Bari", region: "Puglia" };
    expect(buildRoutes({ ...input, cities: [...input.cities, bari] })).toHaveLength(rows.length);
    const withCity: RouteInput = {
      ...input,
      cities: [...input.cities, bari],
      cityTexts: [
        ...input.cityTexts,
        ...input.cityTemplates.map((t) => ({
          id: t.key,
          file: `content/citta/${t.key}-bari.md`,
          key: t.key,
          city: "bari",
        })),
      ],
    };
    const added = buildRoutes(withCity)
      .map((r) => r.path)
      .filter((p) => !paths.includes(p))
      .sort();
    const expected = ["laser-diodo", "pressoterapia", "radiofrequenza"]
      .map((k) => `/macchinari-estetici-professionali/macchinario-${k}-bari`)
      .flatMap((p) => [p, `/it${p}`])
      .sort();
    expect(added).toEqual(expected);
  });

  it("adds the machine and its city pages when a machine and its city template are added", () => {
    const withMachine: RouteInput = {
      ...input,
      machines: [
        ...input.machines,
        {
          id: "m",
          file: "content/machines/x.md",
          title: "Criolipolisi",
          slug: "macchinario-criolipolisi-roma",
          path: "/macchinari-estetici-roma/macchinario-criolipolisi-roma",
        },
      ],
      cityTemplates: [
        ...input.cityTemplates,
        {
          id: "t",
          file: "content/city-pages/criolipolisi.md",
          title: "Criolipolisi a {city}",
          key: "criolipolisi",
          machine: "macchinario-criolipolisi-roma",
        },
      ],
    };
    // A template published before its texts adds no page and takes none away (a city grows machine by machine);
    // with the texts, every city has the new page too.
    const cityPaths = (table: readonly { path: string; context: { template: string } }[]) =>
      table.filter((r) => r.context.template === "cityMachine").map((r) => r.path);
    expect(cityPaths(buildRoutes(withMachine))).toEqual(cityPaths(rows));
    const withTexts: RouteInput = {
      ...withMachine,
      cityTexts: [
        ...input.cityTexts,
        ...input.cities.map((c) => ({
          id: c.slug,
          file: `content/citta/criolipolisi-${c.slug}.md`,
          key: "criolipolisi",
          city: c.slug,
        })),
      ],
    };
    const added = buildRoutes(withTexts).length - rows.length;
    expect(added).toBe(2 * (1 + input.cities.length));
  });

  it("suggests on each post the three latest other posts, the same on the /it copy", () => {
    const post = (id: string, date: string) => ({
      id,
      file: `content/blog/${id}.md`,
      title: id,
      slug: id,
      path: `/blog/${id}`,
      date,
    });
    const posts = [
      post("a", "2024-01-10"),
      post("b", "2024-03-01"),
      post("c", "2023-12-01"),
      post("d", "2024-02-15"),
      post("e", "2024-02-15"),
    ];
    const related = (slug: string, prefix = "") =>
      buildRoutes({ ...input, posts }).find((r) => r.path === `${prefix}/blog/${slug}`)?.context.relatedIds;
    expect(related("b")).toEqual(["d", "e", "a"]); // latest first; a tie goes by file name
    expect(related("d")).toEqual(["b", "e", "a"]);
    expect(related("c")).toEqual(["b", "d", "e"]);
    expect(related("c", "/it")).toEqual(related("c"));
    expect(
      buildRoutes({ ...input, posts: [post("solo", "2024-01-01")] }).find((r) => r.path === "/blog/solo")?.context
        .relatedIds,
    ).toEqual([]);
  });
});
