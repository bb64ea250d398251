/** The machines offered in the contact form's select: name and slug, in the site's order. */
import { graphql, useStaticQuery } from "gatsby";

export interface MachineOption {
  readonly slug: string;
  readonly name: string;
  /** «il laser a diodo»: the name as a sentence says it (the thank-you page). */
  readonly nameWithArticle: string;
}

interface QueryResult {
  machines: {
    nodes: Array<{ frontmatter: { slug: string | null; name: string | null; nameWithArticle: string | null } }>;
  };
}

export function toMachineOptions(data: QueryResult): MachineOption[] {
  return data.machines.nodes
    .map((n) => ({
      slug: n.frontmatter.slug ?? "",
      name: n.frontmatter.name ?? "",
      nameWithArticle: n.frontmatter.nameWithArticle ?? n.frontmatter.name ?? "",
    }))
    .filter((m) => m.slug !== "");
}

export function useMachineOptions(): MachineOption[] {
  return toMachineOptions(
    useStaticQuery<QueryResult>(graphql`
      query MachineOptions {
        machines: allMarkdownRemark(
          filter: { fields: { collection: { eq: "machines" } } }
          sort: [{ frontmatter: { order: ASC } }, { frontmatter: { name: ASC } }]
        ) {
          nodes {
            frontmatter {
              slug
              name
              nameWithArticle
            }
          }
        }
      }
    `),
  );
}
