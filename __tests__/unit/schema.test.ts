/** @jest-environment node */
import { buildSchema, parse } from "graphql";
import { buildTypeDefs } from "../../src/gatsby/schema";

describe("the GraphQL schema generated from the content model", () => {
  const sdl = buildTypeDefs();

  it("is valid SDL once Gatsby's built-ins are present", () => {
    const builtins = `
      directive @dontInfer on OBJECT
      directive @dateformat on FIELD_DEFINITION
      directive @fileByName(from: String!, folder: String!) on FIELD_DEFINITION
      directive @machineConformity on FIELD_DEFINITION
      directive @placeholders on FIELD_DEFINITION
      directive @placeholderValues on FIELD_DEFINITION
      directive @legalLine on FIELD_DEFINITION
      scalar JSON
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
    for (const type of [
      "Business",
      "SiteSettings",
      "Navigation",
      "City",
      "BannedClaim",
      "TechnicalSheet",
      "ReservedTreatment",
      "SearchVariant",
      "UnsettledTechnology",
      "AnnexXviGroup",
      "Fact",
    ]) {
      expect(sdl).toMatch(new RegExp(`type ${type} implements Node @dontInfer \\{`));
    }
  });

  it("declares the frontmatter of every collection; a field is non-null only when every collection requires it", () => {
    const frontmatter = /type MarkdownRemarkFrontmatter \{([^}]*)\}/.exec(sdl)?.[1] ?? "";
    // City texts (content/citta) have no title or heading of their own: their page takes them from the template.
    expect(frontmatter).toContain("title: String\n");
    expect(frontmatter).toContain("heading: String\n");
    expect(frontmatter).toContain("key: String\n");
    expect(frontmatter).toContain("slug: String\n");
    expect(frontmatter).toContain("treatments: [String!]");
    expect(frontmatter).toContain("date: Date @dateformat");
    expect(frontmatter).toContain('imageFile: File @fileByName(from: "image", folder: "images")');
    expect(sdl).toMatch(/type Document \{[^}]*fileFile: File @fileByName\(from: "file", folder: "documenti"\)/);
    expect(frontmatter).toContain("faq: [Faq!]");
  });

  it("gives every Markdown entry the conformity text the build writes for machines", () => {
    expect(sdl).toMatch(/type MarkdownRemark implements Node \{[^}]*conformity: Conformity @machineConformity/);
    expect(sdl).toMatch(/type Conformity \{[^}]*who: String!/);
    expect(sdl).toMatch(/type Conformity \{[^}]*unsettled: ConformityUnsettled\n[^}]*eu: ConformityEu!/);
    expect(sdl).toMatch(/type ConformitySheet \{[^}]*conditions: \[String!\]!/);
  });

  it("writes the footer's legal line and every placeholder's value at build time, on Business", () => {
    expect(sdl).toMatch(/type Business implements Node @dontInfer \{[^}]*legalLine: \[String!\]! @legalLine/);
    expect(sdl).toMatch(/type Business implements Node @dontInfer \{[^}]*placeholders: JSON! @placeholderValues/);
  });

  it("fills the placeholders of FAQ answers at build time, and of no other front-matter field", () => {
    expect(sdl).toContain("type Faq {\n  question: String!\n  answer: String! @placeholders\n}");
    expect(sdl.match(/@placeholders/g)).toHaveLength(1);
  });

  it("resolves menu thumbnails from their file name", () => {
    expect(sdl).toMatch(/type MenuItem \{[^}]*filenameFile: File @fileByName\(from: "filename", folder: "images"\)/);
  });
});
