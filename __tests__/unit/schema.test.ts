/** @jest-environment node */
import { buildSchema, parse } from "graphql";
import { buildTypeDefs } from "../../src/gatsby/schema";

describe("the GraphQL schema generated from the content model", () => {
  const sdl = buildTypeDefs();

  it("is valid SDL once Gatsby's built-ins are present", () => {
    const builtins = `
      directive @dontInfer on OBJECT
      directive @dateformat on FIELD_DEFINITION
      directive @imageByName(from: String!) on FIELD_DEFINITION
      scalar Date
      interface Node { id: ID! }
      type File implements Node { id: ID! }
      type Query { ok: Boolean }
    `;
    const withIds = sdl.replace(/implements Node( @dontInfer)? \{/g, (m) => `${m}\n  id: ID!`);
    expect(() => parse(sdl)).not.toThrow();
    expect(() => buildSchema(`${builtins}\n${withIds}`)).not.toThrow();
  });

  it("declares every data file as a node type without inference", () => {
    for (const type of ["Business", "SiteSettings", "Navigation", "City"]) {
      expect(sdl).toMatch(new RegExp(`type ${type} implements Node @dontInfer \\{`));
    }
  });

  it("declares the frontmatter of every collection, with the common fields non-null", () => {
    const frontmatter = /type MarkdownRemarkFrontmatter \{([^}]*)\}/.exec(sdl)?.[1] ?? "";
    expect(frontmatter).toContain("title: String!");
    expect(frontmatter).toContain("heading: String!");
    expect(frontmatter).toContain("slug: String\n");
    expect(frontmatter).toContain("treatments: [String!]");
    expect(frontmatter).toContain("date: Date @dateformat");
    expect(frontmatter).toContain('imageFile: File @imageByName(from: "image")');
    expect(frontmatter).toContain("faq: [Faq!]");
  });

  it("resolves menu thumbnails from their file name", () => {
    expect(sdl).toMatch(/type MenuItem \{[^}]*filenameFile: File @imageByName\(from: "filename"\)/);
  });
});
