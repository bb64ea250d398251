/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { BODY_REQUIRED } from "../../src/content-model/body";
import { DATA_FILES, MARKDOWN_COLLECTIONS, type FieldSpec } from "../../src/content-model/model";
import { validateFields } from "../../src/content-model/validate";
import { adminAssetNames, adminIndexHtml, isAdminAsset, onCreateDevServer, writeAdmin } from "../../src/gatsby/admin";
import {
  buildDecapConfig,
  cmsBackendFromEnv,
  decapField,
  DEFAULT_CMS_BACKEND,
  serializeDecapConfig,
  type DecapField,
  type DecapFileCollection,
  type DecapFolderCollection,
} from "../../src/gatsby/decap-config";
import { gatsbyEnvDefines, publishedFileUrl } from "../../src/gatsby/cms-preview-bundle";
import { ROOT } from "../helpers/content";

const config = buildDecapConfig({ siteUrl: "https://www.example.it", backend: DEFAULT_CMS_BACKEND });
const folders = config.collections.filter((c): c is DecapFolderCollection => "folder" in c);
const files = config.collections.filter((c): c is DecapFileCollection => "files" in c);

const WIDGET_OF: Record<FieldSpec["type"], string> = {
  string: "string",
  text: "text",
  url: "string",
  date: "datetime",
  number: "number",
  boolean: "boolean",
  image: "image",
  document: "file",
  select: "select",
  multiselect: "select",
  stringList: "list",
  object: "object",
  objectList: "list",
};

/** Field by field: same names, same order, required where the model requires, a widget that fits. */
function expectMirrors(decap: readonly DecapField[], model: readonly FieldSpec[], parentOptionalGroup = false): void {
  expect(decap.map((d) => d.name)).toEqual(model.map((m) => m.name));
  model.forEach((spec, i) => {
    const field = decap[i];
    expect({ name: field.name, widget: field.widget, label: field.label }).toEqual({
      name: spec.name,
      widget: spec.relation ? "relation" : WIDGET_OF[spec.type],
      label: spec.label,
    });
    expect(field.required).toBe(parentOptionalGroup ? false : spec.required);
    if (spec.options) expect(field.options).toEqual(spec.options);
    if (spec.type === "multiselect") expect(field.multiple).toBe(true);
    if (spec.type === "number") expect(field.value_type).toBe("float");
    if (spec.type === "stringList" && !spec.relation) expect(field.field?.widget).toBe("string");
    if (spec.type === "object") expectMirrors(field.fields ?? [], spec.fields ?? [], !spec.required);
    if (spec.type === "objectList") expectMirrors(field.fields ?? [], spec.fields ?? []);
  });
}

/** Fields the editor picks from existing entries instead of typing. */
const CHOSEN = new Set(["cityTexts.key", "cityTexts.city", "cityPages.machine"]);

describe("Decap's configuration, generated from the content model", () => {
  it("lets the editor pick a city text's page and city, and a city page's machine, from the existing ones", () => {
    const field = (collection: string, name: string) =>
      folders.find((c) => c.name === collection)!.fields.find((f) => f.name === name);
    expect(field("cityTexts", "key")).toMatchObject({
      widget: "relation",
      collection: "cityPages",
      value_field: "key",
    });
    expect(field("cityTexts", "city")).toMatchObject({
      widget: "relation",
      collection: "cities",
      file: "cities",
      value_field: "cities.*.slug",
    });
    expect(field("cityPages", "machine")).toMatchObject({ widget: "relation", collection: "machines" });
    expect(field("cityTexts", "body")?.hint).toContain("Almeno 400 parole");
  });

  it("gives the limits the build enforces in the hints, and the slug convention of machines", () => {
    const machines = folders.find((c) => c.name === "machines")!;
    const hint = (name: string) => machines.fields.find((f) => f.name === name)?.hint ?? "";
    expect(hint("description")).toContain("Al massimo 200 caratteri.");
    expect(hint("title")).toContain("Al massimo 56 caratteri.");
    expect(hint("summary")).toBe("Una frase. Al massimo 200 caratteri.");
    expect(hint("slug")).toContain("macchinario-<nome>-roma");
    expect(hint("order")).toContain("numero più basso");
  });

  it("lets the editor pick a machine's technical sheets from the list of sheets, by number and name", () => {
    const machines = folders.find((c) => c.name === "machines")!;
    expect(machines.fields.find((f) => f.name === "sheets")).toMatchObject({
      widget: "relation",
      collection: "sheets",
      file: "sheets",
      value_field: "sheets.*.code",
      display_fields: ["sheets.*.number", "sheets.*.name"],
      multiple: true,
      required: false,
    });
    const sheetsFile = files.find((c) => c.name === "sheets")!;
    expect(sheetsFile.files[0]).toMatchObject({ name: "sheets", file: "content/schede-tecniche.json" });
  });

  it("has a folder collection for every Markdown collection, with the Markdown body last", () => {
    expect(folders.map((c) => [c.name, c.folder])).toEqual(
      MARKDOWN_COLLECTIONS.map((c) => [c.name, `content/${c.folder}`]),
    );
    for (const collection of folders) {
      const spec = MARKDOWN_COLLECTIONS.find((c) => c.name === collection.name)!;
      // City templates have no body: their pages' text is each city's.
      const hasBody = collection.name !== "cityPages";
      const fields = hasBody ? collection.fields.slice(0, -1) : collection.fields;
      expectMirrors(
        fields.map((f) => (CHOSEN.has(`${collection.name}.${f.name}`) ? { ...f, widget: WIDGET_OF.string } : f)),
        spec.fields,
      );
      if (hasBody) {
        expect(collection.fields.at(-1)).toMatchObject({
          name: "body",
          widget: "markdown",
          required: BODY_REQUIRED.has(spec.name),
        });
      }
      expect(collection).toMatchObject({ extension: "md", format: "frontmatter", create: true });
      // Decap names each entry by its identifier field, which must be one of the collection's fields.
      expect(spec.fields.map((f) => f.name)).toContain(collection.identifier_field);
    }
  });

  it("has a file collection for the business identity, the site metadata, the menus and the cities", () => {
    expect(files.map((c) => c.files.map((f) => f.file))).toEqual(DATA_FILES.map((d) => [`content/${d.file}`]));
    for (const collection of files) {
      const spec = DATA_FILES.find((d) => d.name === collection.name)!;
      expectMirrors(collection.files[0].fields, spec.fields);
    }
  });

  it("names each new entry after the field that gives its address", () => {
    const slugOf = (name: string) => folders.find((c) => c.name === name)!.slug;
    expect(slugOf("posts")).toBe("{{fields.slug}}");
    expect(slugOf("machines")).toBe("{{fields.slug}}");
    expect(slugOf("cityPages")).toBe("{{fields.key}}");
  });

  it("uploads into content/images and writes only the file name, as the content checks expect", () => {
    expect(config.media_folder).toBe("content/images");
    expect(config.public_folder).toBe("");
    const image = folders.find((c) => c.name === "posts")!.fields.find((f) => f.name === "image")!;
    expect(image).toMatchObject({ widget: "image", choose_url: false });
    expect(image.media_folder).toBeUndefined();
  });

  it("names the images folder on the image fields of a collection whose documents have their own folder", () => {
    // Decap then reads, for an entry, only the folders its fields name: without this the picker stays empty.
    const machines = folders.find((c) => c.name === "machines")!.fields;
    expect(machines.find((f) => f.name === "documents")!.fields!.find((f) => f.name === "file")).toMatchObject({
      media_folder: "/content/documenti",
    });
    expect(machines.find((f) => f.name === "image")).toMatchObject({
      widget: "image",
      media_folder: "/content/images",
      public_folder: "",
    });
  });

  it("keeps optional dates empty until an editor picks one", () => {
    const updated = folders.find((c) => c.name === "pages")!.fields.find((f) => f.name === "updated")!;
    expect(updated).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, default: "" });
  });

  it("is valid YAML that reads back as the same configuration", () => {
    const text = serializeDecapConfig(config);
    expect(matter(`---\n${text}\n---\n`).data).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("uses the GitHub backend in production and decap-server on localhost, in Italian", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: DEFAULT_CMS_BACKEND.repo, branch: "main" });
    expect(config.local_backend).toBe(true);
    expect(config.locale).toBe("it");
  });
});

describe("the editor's patterns agree with the build's checks", () => {
  const samples: Array<[Partial<FieldSpec>, string[]]> = [
    [
      { format: "slug" },
      ["laser-diodo", "blog05", "Laser-Diodo", "laser_diodo", "laser--diodo", "-laser", "laser diodo"],
    ],
    [{ format: "email" }, ["info@veneretech.it", "a@b.IT", "info@veneretech", "info veneretech@x.it", "@x.it"]],
    [{ format: "phone" }, ["+390612345678", "+39 06 1234", "0612345678", "+0612345678", "+3906"]],
    [{ format: "digits" }, ["393471234567", "39347", "+39347123456", "39 347 123"]],
    [
      { type: "url" },
      [
        "/",
        "/contatti",
        "/blog/blog01",
        "/contatti/",
        "https://www.facebook.com/x",
        "http://x.it",
        "contatti",
        "/ contatti",
      ],
    ],
    [{ maxLength: 10 }, ["", "dieci char", "undici char"]],
    [{ type: "text", maxLength: 12 }, ["due\nrighe", "tre\nrighe\nlunghe"]],
  ];

  it.each(samples.map(([extra, values]) => [JSON.stringify(extra), extra, values] as const))(
    "%s",
    (_name, extra, values) => {
      const spec: FieldSpec = { name: "x", label: "X", type: "string", required: false, ...extra };
      const pattern = decapField(spec).pattern;
      expect(pattern).toBeDefined();
      const regex = new RegExp(pattern![0]);
      for (const value of values) {
        const buildAccepts =
          validateFields([spec], { x: value }, "f", { imageExists: () => true, documentExists: () => true }).length ===
          0;
        // Decap does not check the pattern of an empty optional field; neither does the build.
        const editorAccepts = value === "" || regex.test(value);
        expect([value, editorAccepts]).toEqual([value, buildAccepts]);
      }
    },
  );
});

describe("the backend settings", () => {
  it("default to the repository named in the code", () => {
    expect(cmsBackendFromEnv({})).toEqual(DEFAULT_CMS_BACKEND);
  });

  it("follow the repository Netlify builds, unless set explicitly", () => {
    expect(cmsBackendFromEnv({ REPOSITORY_URL: "https://github.com/acme/sito" }).repo).toBe("acme/sito");
    expect(cmsBackendFromEnv({ REPOSITORY_URL: "git@github.com:acme/sito.git" }).repo).toBe("acme/sito");
    expect(
      cmsBackendFromEnv({
        REPOSITORY_URL: "https://github.com/acme/sito",
        CMS_GITHUB_REPO: "other/repo",
        CMS_GITHUB_BRANCH: "prod",
      }),
    ).toEqual({
      repo: "other/repo",
      branch: "prod",
    });
  });

  it("can name another OAuth service", () => {
    const backend = cmsBackendFromEnv({
      CMS_OAUTH_BASE_URL: "https://auth.example.it",
      CMS_OAUTH_ENDPOINT: "oauth/authorize",
    });
    expect(buildDecapConfig({ siteUrl: "https://x.it", backend }).backend).toMatchObject({
      base_url: "https://auth.example.it",
      auth_endpoint: "oauth/authorize",
    });
  });
});

describe("the files of /admin", () => {
  it("are the bundle's entry, chunks and WebAssembly, without source maps or the duplicate build", () => {
    expect(["decap-cms.js", "103.decap-cms.js", "dd5d52671a5763720504.wasm"].every(isAdminAsset)).toBe(true);
    expect(["cms.js", "103.cms.js", "decap-cms.js.map", "cms.css", "../x.js"].some(isAdminAsset)).toBe(false);
    expect(adminAssetNames()).toContain("decap-cms.js");
  });

  it("has a noindex page loading the bundle and the configuration by absolute address, no inline script", () => {
    const html = adminIndexHtml("Venere Tech");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("are written into public/admin from the package and the model, preview using the site's CSS", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"));
    try {
      // A build's record of its stylesheets (public/ may keep older ones: the record names this build's).
      fs.writeFileSync(path.join(out, "styles.0123abcd.css"), "");
      fs.writeFileSync(path.join(out, "styles.00000000.css"), "");
      fs.writeFileSync(
        path.join(out, "webpack.stats.json"),
        JSON.stringify({
          assetsByChunkName: {
            app: ["app-1.js", "styles.0123abcd.css"],
            "component---src-templates-contact-tsx": [
              "styles.0123abcd.css",
              "component---src-templates-contact-tsx.ff.css",
            ],
          },
        }),
      );
      await writeAdmin(out, ROOT);
      const written = fs.readdirSync(path.join(out, "admin")).sort();
      expect(written).toEqual([...adminAssetNames(), "cms-preview.js", "config.yml", "index.html"].sort());
      const preview = fs.readFileSync(path.join(out, "admin/cms-preview.js"), "utf8");
      expect(preview).toContain('"/styles.0123abcd.css","/component---src-templates-contact-tsx.ff.css"');
      expect(preview).not.toContain("styles.00000000.css");
      expect(fs.readFileSync(path.join(out, "admin/config.yml"), "utf8")).toContain('"media_folder": "content/images"');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe("the preview script's bundle", () => {
  it("inlines GATSBY_ variables as Gatsby does and leaves no other process.env read to the browser", () => {
    const defines = gatsbyEnvDefines({ GATSBY_GTM_ID: "GTM-X", HOME: "/root", NODE_ENV: "test" });
    expect(defines).toEqual({ "process.env": "{}", "process.env.GATSBY_GTM_ID": '"GTM-X"' });
  });

  it("gives the logo and icon sprite the address gatsby-source-filesystem publishes them at", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-"));
    try {
      fs.writeFileSync(path.join(dir, "icons.svg"), "abc");
      // /static/<md5 of the content>/<name>; md5("abc") is RFC 1321's own test vector.
      expect(publishedFileUrl(path.join(dir, "icons.svg"))).toBe("/static/900150983cd24fb0d6963f7d28e17f72/icons.svg");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("/admin under gatsby develop (npm run cms)", () => {
  type Handler = (req: { url: string }, res: { setHeader: jest.Mock; end: jest.Mock }, next: jest.Mock) => void;
  let mounted: { prefix: string; handler: Handler } | undefined;
  onCreateDevServer({
    app: { use: (prefix: string, handler: unknown) => void (mounted = { prefix, handler: handler as Handler }) },
  });

  const request = (url: string) => {
    const res = { setHeader: jest.fn(), end: jest.fn() };
    const next = jest.fn();
    mounted!.handler({ url }, res, next);
    return { res, next, body: String(res.end.mock.calls[0]?.[0] ?? "") };
  };

  it("answers the page, the generated configuration and the bundle under /admin", () => {
    expect(mounted?.prefix).toBe("/admin");
    expect(request("/").body).toContain('rel="cms-config-url"');
    expect(request("/config.yml").body).toContain('"local_backend": true');
    const bundle = request("/decap-cms.js");
    expect(bundle.res.setHeader).toHaveBeenCalledWith("Content-Type", "application/javascript; charset=utf-8");
    expect(bundle.res.end.mock.calls[0][0].length).toBeGreaterThan(1_000_000);
  });

  it("leaves anything else to Gatsby", () => {
    expect(request("/decap-cms.js.map").next).toHaveBeenCalled();
    expect(request("/../package.json").next).toHaveBeenCalled();
  });
});
