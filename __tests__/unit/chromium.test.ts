/**
 * @jest-environment node
 *
 * Where every browser run of the project takes its Chromium (scripts/lib/chromium.ts): CHROMIUM_PATH, then the
 * system's Chromium or Chrome, then Playwright's own; with none, one message naming the three ways. The machines
 * here are fakes: a set of executable paths, an environment and a platform.
 */
import { chromiumPath, findChromium, NoChromiumError, type ChromiumLookup } from "../../scripts/lib/chromium";

const PLAYWRIGHT_LINUX = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";

function machine(
  executables: string[],
  env: Record<string, string | undefined>,
  platform: NodeJS.Platform = "linux",
  playwright = PLAYWRIGHT_LINUX,
): ChromiumLookup {
  const files = new Set(executables);
  return {
    env,
    platform,
    home: platform === "darwin" ? "/Users/dev" : "/home/dev",
    isExecutable: (file) => files.has(file),
    playwrightChromium: () => playwright,
  };
}

const LINUX_PATH = "/home/dev/.local/bin:/usr/local/bin:/usr/bin:/bin";

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first, even when the system has a Chromium", () => {
    const found = findChromium(
      machine(["/opt/my/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/my/chrome", PATH: LINUX_PATH }),
    );
    expect(found).toEqual({ ok: true, path: "/opt/my/chrome", source: "CHROMIUM_PATH" });
  });

  it("stops on a CHROMIUM_PATH that is not there instead of taking another browser", () => {
    const found = findChromium(machine(["/usr/bin/chromium"], { CHROMIUM_PATH: "/nope", PATH: LINUX_PATH }));
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.message).toMatch(/^CHROMIUM_PATH is \/nope, which is not an executable file\./);
  });

  it("on Debian takes /usr/bin/chromium from the PATH", () => {
    expect(findChromium(machine(["/usr/bin/chromium", PLAYWRIGHT_LINUX], { PATH: LINUX_PATH }))).toEqual({
      ok: true,
      path: "/usr/bin/chromium",
      source: "system",
    });
  });

  it("for the browser tests, takes Debian's headless shell before the full Chromium; other runs never take it", () => {
    const debian = machine(["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"], { PATH: LINUX_PATH });
    expect(findChromium(debian, "tests")).toEqual({
      ok: true,
      path: "/usr/bin/chromium-headless-shell",
      source: "system",
    });
    expect(findChromium(debian)).toEqual({ ok: true, path: "/usr/bin/chromium", source: "system" });
    expect(findChromium(machine(["/usr/bin/chromium-headless-shell"], { PATH: LINUX_PATH }), "any").ok).toBe(false);
  });

  it("for the browser tests without the headless shell, takes the full Chromium; CHROMIUM_PATH still wins", () => {
    expect(findChromium(machine(["/usr/bin/chromium"], { PATH: LINUX_PATH }), "tests")).toEqual({
      ok: true,
      path: "/usr/bin/chromium",
      source: "system",
    });
    const both = machine(["/opt/my/chrome", "/usr/bin/chromium-headless-shell"], {
      CHROMIUM_PATH: "/opt/my/chrome",
      PATH: LINUX_PATH,
    });
    expect(findChromium(both, "tests")).toEqual({ ok: true, path: "/opt/my/chrome", source: "CHROMIUM_PATH" });
  });

  it("prefers Chromium to Chrome on Linux, wherever each is on the PATH", () => {
    const found = findChromium(
      machine(["/usr/local/bin/google-chrome", "/usr/bin/chromium-browser"], { PATH: LINUX_PATH }),
    );
    expect(found).toEqual({ ok: true, path: "/usr/bin/chromium-browser", source: "system" });
  });

  it("takes Google Chrome when it is the only browser on the PATH", () => {
    const found = findChromium(machine(["/usr/bin/google-chrome-stable"], { PATH: LINUX_PATH }));
    expect(found).toEqual({ ok: true, path: "/usr/bin/google-chrome-stable", source: "system" });
  });

  it("on macOS finds the Chromium or Chrome app, in /Applications or the user's own", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    const userChromium = "/Users/dev/Applications/Chromium.app/Contents/MacOS/Chromium";
    expect(findChromium(machine([chrome], { PATH: "/usr/bin:/bin" }, "darwin"))).toEqual({
      ok: true,
      path: chrome,
      source: "system",
    });
    expect(findChromium(machine([chrome, userChromium], { PATH: "/usr/bin:/bin" }, "darwin"))).toEqual({
      ok: true,
      path: userChromium,
      source: "system",
    });
  });

  it("on Windows finds chrome.exe in the user's or the machine's program folders", () => {
    const env = {
      LOCALAPPDATA: "C:\\Users\\dev\\AppData\\Local",
      PROGRAMFILES: "C:\\Program Files",
      "PROGRAMFILES(X86)": "C:\\Program Files (x86)",
    };
    const chrome = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe";
    expect(findChromium(machine([chrome], env, "win32"))).toEqual({ ok: true, path: chrome, source: "system" });
  });

  it("falls back to Playwright's own Chromium when the system has none", () => {
    const managed = "C:\\Users\\dev\\AppData\\Local\\ms-playwright\\chromium-1255\\chrome-win64\\chrome.exe";
    expect(findChromium(machine([PLAYWRIGHT_LINUX], { PATH: LINUX_PATH }))).toEqual({
      ok: true,
      path: PLAYWRIGHT_LINUX,
      source: "Playwright",
    });
    expect(findChromium(machine([managed], { PROGRAMFILES: "C:\\Program Files" }, "win32", managed))).toEqual({
      ok: true,
      path: managed,
      source: "Playwright",
    });
  });

  it("with no browser anywhere says so once, naming the three ways and what it looked for", () => {
    const found = findChromium(machine([], { PATH: LINUX_PATH }));
    expect(found.ok).toBe(false);
    if (found.ok) return;
    const lines = found.message.split("\n");
    expect(lines[0]).toMatch(/^No Chromium or Chrome found on this machine\./);
    expect(lines[1]).toContain("CHROMIUM_PATH=");
    expect(lines[2]).toContain("sudo apt-get install chromium");
    expect(lines[3]).toContain("npx playwright install chromium");
    expect(lines[3]).toContain(PLAYWRIGHT_LINUX);
    expect(lines).toHaveLength(4);
  });

  it("for the browser tests, names the headless shell too", () => {
    const found = findChromium(machine([], { PATH: LINUX_PATH }), "tests");
    expect(!found.ok && found.message).toContain("sudo apt-get install chromium chromium-headless-shell (looked");
    expect(!found.ok && found.message).toContain(
      "on the PATH for chromium-headless-shell, chromium, chromium-browser,",
    );
  });

  it("names the platform's own way on macOS and Windows", () => {
    const mac = findChromium(machine([], { PATH: "/usr/bin" }, "darwin"));
    const win = findChromium(machine([], {}, "win32"));
    expect(!mac.ok && mac.message).toContain("/Applications");
    expect(!win.ok && win.message).toContain("chrome.exe");
    expect(!win.ok && win.message).not.toContain("apt-get");
  });
});

describe("chromiumPath", () => {
  it("returns the path found, or throws the message", () => {
    expect(chromiumPath(machine(["/usr/bin/chromium"], { PATH: "/usr/bin" }))).toBe("/usr/bin/chromium");
    const none = machine([], { PATH: "/usr/bin" });
    expect(() => chromiumPath(none)).toThrow(NoChromiumError);
    expect(() => chromiumPath(none)).toThrow(/npx playwright install chromium/);
  });
});
