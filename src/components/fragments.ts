/**
 * GraphQL fragments shared by the templates: image sizes and the fields of a card.
 */
import { graphql } from "gatsby";

export const fragments = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 720
        layout: CONSTRAINED
        outputPixelDensities: [0.5, 1, 2]
        sizes: "(min-width: 900px) 560px, calc(100vw - 2rem)"
      )
    }
  }
  fragment CardImage on File {
    childImageSharp {
      gatsbyImageData(
        width: 400
        aspectRatio: 1.3333
        layout: CONSTRAINED
        formats: [WEBP]
        outputPixelDensities: [0.5, 1, 2]
        sizes: "(min-width: 1000px) 380px, (min-width: 640px) 45vw, 5.5rem"
      )
    }
  }
  fragment PageContent on MarkdownRemark {
    htmlAst
    frontmatter {
      title
      description
      heading
      eyebrow
      lead
      imageAlt
      imageFile {
        ...HeroImage
      }
      cta {
        label
        url
      }
      highlights {
        title
        text
      }
      faq {
        question
        answer
      }
      noindex
      # Written out at build time (moment's Italian locale): no date code in the browser.
      updated(formatString: "D MMMM YYYY", locale: "it")
    }
  }
  fragment EntryPage on MarkdownRemark {
    htmlAst
    frontmatter {
      title
      description
      heading
      name
      slug
      summary
      imageAlt
      imageFile {
        ...HeroImage
      }
    }
  }
  fragment PostCard on MarkdownRemark {
    id
    fields {
      path
    }
    frontmatter {
      heading
      summary
      date(formatString: "D MMMM YYYY", locale: "it")
      author
      imageAlt
      imageFile {
        ...CardImage
      }
    }
  }
  fragment IncludedFormula on MarkdownRemark {
    fields {
      path
    }
    frontmatter {
      name
      offerKey
      included
    }
  }
  fragment EntryCard on MarkdownRemark {
    id
    fields {
      path
    }
    conformity {
      usage
    }
    frontmatter {
      name
      summary
      imageAlt
      imageFile {
        ...CardImage
      }
    }
  }

  # «Conformità e uso» of a machine, as written at build time (src/content-model/conformity-text.ts).
  fragment MachineConformity on Conformity {
    forDoctors
    who
    sheets {
      title
      limits
      source
      conditions
    }
    needs
    documents
    eu {
      status
      details
      scope
    }
    badge
    formulasTitle
    invitation
  }
`;
