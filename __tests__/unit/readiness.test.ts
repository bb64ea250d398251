/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DATA_FILES, MARKDOWN_COLLECTIONS, type FieldSpec } from "../../src/content-model/model";
import {
  checkReferences,
  formatReport,
  liveErrors,
  readinessReport,
  summaryLine,
  type ContentFile,
} from "../../src/content-model/readiness";
import { productionSwitch, readContentFiles, readinessCheck } from "../../src/gatsby/readiness-step";

const ASSISTANCE = "content/formule/assistenza-macchinari-estetici-roma.md";
const BANK = "content/formule/acquisto-macchinari-estetici-finanziamento.md";
const STAND_IN_PHONE = "+390694802217";

const business = (phone: string): ContentFile => ({
  file: "content/business.json",
  kind: "business",
  data: {
    phone,
    vatNumber: "12345678903",
    soleShareholder: false,
    social: { facebook: "https://www.facebook.com/veneretech" },
  },
});
const site = (live: boolean): ContentFile => ({
  file: "content/site.json",
  kind: "site",
  data: { url: "https://www.centro-vero.it", analytics: { gtmId: "", ga4Id: "G-ABC123" }, netlifyPlan: "Pro", live },
});
const machine = (slug: string, image: string, extra: Record<string, unknown> = {}): ContentFile => ({
  file: `content/machines/${slug}.md`,
  kind: "machines",
  data: { slug, image, ...extra },
});
const report = (files: ContentFile[], drawings: string[] = [], env: Record<string, string> = {}) =>
  readinessReport({ files, drawings: new Set(drawings), env: { CMS_GITHUB_REPO: "a/b", ...env } });
const fields = (files: ContentFile[]) =>
  report(files).groups.flatMap((g) => g.items.map((i) => `${i.file} ${i.field} ${i.kind}`));

describe("the readiness report", () => {
  it("lists a value while it is the shipped stand-in, and no longer once the company changed it", () => {
    expect(fields([business(STAND_IN_PHONE)])).toContain(`content/business.json phone stand-in`);
    expect(fields([business("+390612345678")])).not.toContain(`content/business.json phone stand-in`);
    // a nested stand-in is named by its dotted path
    expect(fields([business("+390612345678")])).toEqual([`content/business.json social.facebook stand-in`]);
  });

  it("lists the company's empty fields, in the files they concern only", () => {
    const assistance = { file: ASSISTANCE, kind: "formulas", data: { responseTimes: "" } };
    const other = { file: "content/formule/altra.md", kind: "formulas", data: {} };
    expect(fields([assistance, other])).toEqual([
      `${ASSISTANCE} responseTimes empty`,
      `${ASSISTANCE} replacementMachine empty`,
    ]);
    const filled = machine("laser", "foto.jpg", { manufacturer: "Acme", documents: [{ title: "x", file: "x.pdf" }] });
    const complete = { declarationOfConformity: "doc.pdf", conformityMark: "CE", sheetMatch: "Scheda 21 b" };
    expect(fields([{ ...filled, data: { ...filled.data, ...complete } }])).toEqual([
      "content/machines/laser.md modelName empty",
      "content/machines/laser.md warranty empty",
    ]);
  });

  it("lists the notified body and its certificate only for a machine of Annex XVI", () => {
    const complete = {
      declarationOfConformity: "doc.pdf",
      conformityMark: "CE 0123",
      sheetMatch: "Scheda 21 b",
      manufacturer: "Acme",
      modelName: "L1",
      warranty: "24 mesi",
      documents: [{ title: "x", file: "x.pdf" }],
    };
    expect(fields([machine("presso", "foto.jpg", complete)])).toEqual([]);
    expect(fields([machine("laser", "foto.jpg", { ...complete, annexXvi: "gruppo-5" })])).toEqual([
      "content/machines/laser.md notifiedBody empty",
      "content/machines/laser.md mdrCertificate empty",
    ]);
    const filled = { ...complete, annexXvi: "gruppo-5", notifiedBody: "0123", mdrCertificate: "C-1" };
    expect(fields([machine("laser", "foto.jpg", filled)])).toEqual([]);
  });

  it("lists the identity and retention facts the company must give (art. 2250 c.c., art. 13 GDPR)", () => {
    const unset = { ...business("+390612345678"), data: { ...business("+390612345678").data } };
    delete unset.data.soleShareholder;
    expect(report([unset]).groups[0].items.find((i) => i.field === "soleShareholder")).toMatchObject({
      kind: "empty",
      blocksLive: true,
    });
    const shipped = {
      file: "content/business.json",
      kind: "business",
      data: {
        registryNumber: "15873621005",
        retention: { formDeletionDays: 30, requestMonths: 24, analyticsMonths: "14" },
      },
    };
    expect(fields([shipped]).filter((f) => / (registryNumber|retention)/.test(f))).toEqual([
      "content/business.json registryNumber stand-in",
      "content/business.json retention.formDeletionDays stand-in",
      "content/business.json retention.requestMonths stand-in",
      "content/business.json retention.analyticsMonths stand-in",
    ]);
    const chosen = {
      ...shipped,
      data: { retention: { formDeletionDays: 15, requestMonths: 12, analyticsMonths: "2" } },
    };
    expect(fields([chosen]).filter((f) => / retention/.test(f))).toEqual([]);
  });

  it("says who the lender is: none, named but not confirmed, or confirmed (the formula may name it)", () => {
    expect(formatReport(report([]))).toContain(`Lender (${BANK}): none named; the financing formula names no bank.`);
    const named: ContentFile = { file: BANK, kind: "formulas", data: { partner: "Banca Esempio S.p.A." } };
    expect(formatReport(report([named]))).toContain(
      `Lender (${BANK}): "Banca Esempio S.p.A.", agreement NOT confirmed (partnerConfirmed empty): no page may name it`,
    );
    const confirmed = { ...named, data: { ...named.data, partnerConfirmed: new Date("2026-11-02") } };
    expect(report([confirmed]).lender).toEqual({ file: BANK, name: "Banca Esempio S.p.A.", confirmed: "2026-11-02" });
    expect(formatReport(report([confirmed]))).toContain("agreement confirmed on 2026-11-02: the formula may name it.");
  });

  it("counts analytics as set when either id is there", () => {
    expect(fields([site(false)])).toEqual([]);
    const none = { ...site(false), data: { analytics: { gtmId: "", ga4Id: "" }, netlifyPlan: "Pro" } };
    expect(fields([none])).toEqual(["content/site.json analytics empty"]);
  });

  it("asks for the Netlify plan chosen, which the live switch requires (each publication costs credits)", () => {
    const { netlifyPlan: _chosen, ...undecided } = site(true).data;
    const r = report([{ ...site(true), data: undecided }]);
    expect(r.groups.flatMap((g) => g.items)).toEqual([
      expect.objectContaining({ file: "content/site.json", field: "netlifyPlan", kind: "empty", blocksLive: true }),
    ]);
    expect(formatReport(r)).toMatch(/^ {2}! netlifyPlan +empty \(Piano Netlify scelto \(almeno Personal/m);
    expect(liveErrors(r).map((e) => e.field)).toEqual(["netlifyPlan"]);
  });

  it("counts the pages still on drawings, city pages included, and a photo replaces the drawing", () => {
    const files: ContentFile[] = [
      machine("laser", "macchinario-laser.jpg"),
      machine("presso", "foto-presso.jpg"),
      { file: "content/city-pages/laser.md", kind: "cityPages", data: { key: "laser", machine: "laser" } },
      { file: "content/city-pages/presso.md", kind: "cityPages", data: { key: "presso", machine: "presso" } },
      { file: "content/cities.json", kind: "cities", data: { cities: [{ slug: "a" }, { slug: "b" }, { slug: "c" }] } },
    ];
    const r = report(files, ["macchinario-laser.jpg"]);
    // the laser page and its 3 city pages; the pressotherapy page and its city pages have a photo
    expect(r.pagesOnDrawings).toBe(4);
    expect(r.pagesWithPicture).toBe(8);
    expect(r.byKind.drawing).toBe(1);
  });

  it("says when the build cannot see the CMS repository", () => {
    const r = readinessReport({ files: [], drawings: new Set(), env: {} });
    expect(r.groups.map((g) => g.items[0].field)).toEqual(["CMS_GITHUB_REPO"]);
    const netlify = readinessReport({
      files: [],
      drawings: new Set(),
      env: { REPOSITORY_URL: "https://github.com/azienda/sito" },
    });
    expect(netlify.total).toBe(0);
  });

  it("prints groups with counts, totals and a one-line summary", () => {
    const r = report([business(STAND_IN_PHONE), site(false), machine("laser", "d.jpg")], ["d.jpg"]);
    const text = formatReport(r);
    expect(text).toMatch(/^content\/business\.json \(2\)$/m);
    expect(text).toMatch(/^ {2}! phone +stand-in "\+390694802217"/m);
    expect(text).toContain("Total: 10 in 2 groups: 2 stand-in values, 7 empty fields, 1 drawing, 0 settings; 2 block");
    expect(summaryLine(r)).toContain("Readiness: 10 to fill in before going live (2 stand-in values, 7 empty fields");
    expect(summaryLine(r).split("\n")).toHaveLength(1);
  });
});

describe("the live switch", () => {
  const draft = [business(STAND_IN_PHONE), site(false)];
  const live = [business(STAND_IN_PHONE), site(true)];
  const never = () => {
    throw new Error("the production switch is read only in deploy previews");
  };

  it("refuses nothing while the site is not live", () => {
    expect(readinessCheck(draft, {}, never).errors).toEqual([]);
  });

  it("fails on the stand-in phone naming content/business.json and the field", () => {
    const errors = readinessCheck(live, {}, never).errors;
    expect(errors).toContainEqual({
      file: "content/business.json",
      field: "phone",
      message: expect.stringContaining(`valore provvisorio «${STAND_IN_PHONE}»`),
    });
  });

  it("fails on an empty field required to go live (the bank's confirmation)", () => {
    const bank: ContentFile = { file: BANK, kind: "formulas", data: { partner: "Banca Esempio" } };
    expect(liveErrors(report([bank]))).toEqual([
      { file: BANK, field: "partnerConfirmed", message: expect.stringContaining("serve per andare in linea") },
    ]);
    const confirmed = { ...bank, data: { partner: "Banca Esempio", partnerConfirmed: new Date("2026-11-02") } };
    expect(liveErrors(report([confirmed]))).toEqual([]);
  });

  it("runs in a deploy preview when the production branch is live, though the draft's switch is off", () => {
    const preview = { CONTEXT: "deploy-preview" };
    expect(readinessCheck(draft, preview, () => true).errors.map((e) => e.field)).toContain("phone");
    expect(readinessCheck(draft, preview, () => false).errors).toEqual([]);
    const unknown = readinessCheck(draft, preview, () => null);
    expect(unknown.checked).toBe(false);
    expect(unknown.why).toContain("could not be read");
    // a production build never asks git
    expect(readinessCheck(draft, { CONTEXT: "production" }, never).checked).toBe(false);
  });
});

describe("references", () => {
  it("must name a machine of the site", () => {
    const ref = (machineSlug: string): ContentFile => ({
      file: "content/referenze/r.md",
      kind: "references",
      data: { machine: machineSlug },
    });
    const machines = [machine("laser", "x.jpg")];
    expect(checkReferences([...machines, ref("laser")])).toEqual([]);
    expect(checkReferences([...machines, ref("lazer")])).toEqual([
      { file: "content/referenze/r.md", field: "machine", message: expect.stringContaining("«lazer»") },
    ]);
  });
});

describe("the site's own content", () => {
  const files = readContentFiles();

  it("ships not live, with the stand-in phone listed and nothing refused", () => {
    const check = readinessCheck(files, { CMS_GITHUB_REPO: "a/b" }, () => false);
    expect(check.report.live).toBe(false);
    expect(check.errors).toEqual([]);
    expect(liveErrors(check.report)).toContainEqual(expect.objectContaining({ file: "content/business.json" }));
  });

  it("ships the references collection empty", () => {
    expect(files.filter((f) => f.kind === "references")).toEqual([]);
    expect(fs.existsSync(path.join(process.cwd(), "content/referenze"))).toBe(true);
  });

  it("names in companyFills.onlyIn only files that exist, and marks optional fields only", () => {
    const walk = (specs: readonly FieldSpec[]): FieldSpec[] => specs.flatMap((s) => [s, ...walk(s.fields ?? [])]);
    const specs = walk([...MARKDOWN_COLLECTIONS.flatMap((c) => c.fields), ...DATA_FILES.flatMap((d) => d.fields)]);
    const named = specs.flatMap((s) => s.companyFills?.onlyIn ?? []);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((file) => !fs.existsSync(path.join(process.cwd(), file)))).toEqual([]);
    // a group (analytics) is required as a group; what the company fills is its content
    const requiredValues = specs.filter((s) => s.companyFills && s.required && s.type !== "object");
    expect(requiredValues.map((s) => s.name)).toEqual([]);
  });
});

describe("the production branch's switch, read with git in a deploy preview", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd, stdio: "pipe" });
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "readiness-"));
    const origin = path.join(tmp, "origin");
    fs.mkdirSync(path.join(origin, "content"), { recursive: true });
    git(origin, "init", "-q", "-b", "main");
    fs.writeFileSync(path.join(origin, "content/site.json"), JSON.stringify({ live: true }));
    git(origin, "add", ".");
    git(origin, "commit", "-qm", "live");
    // the draft: a clone whose own site.json still says live: false
    git(tmp, "clone", "-q", origin, "draft");
    fs.writeFileSync(path.join(tmp, "draft/content/site.json"), JSON.stringify({ live: false }));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("reads the switch of origin's branch, not the draft's file", () => {
    expect(productionSwitch(path.join(tmp, "draft"), "main")).toBe(true);
  });

  it("fetches the branch when the clone does not have it, and says null when there is no such branch", () => {
    git(path.join(tmp, "draft"), "update-ref", "-d", "refs/remotes/origin/main");
    expect(productionSwitch(path.join(tmp, "draft"), "main")).toBe(true);
    expect(productionSwitch(path.join(tmp, "draft"), "nessun-ramo")).toBeNull();
  });
});
