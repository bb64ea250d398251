/**
 * onPostBuild: the steps that run on public/ once Gatsby has written it, in this order. Later steps may rely
 * on earlier ones (the security headers hash the final HTML, so they run last).
 */
import type { GatsbyNode } from "gatsby";
import { writeAdminStep } from "./admin";
import { buildDescriptorStep } from "./build-descriptor";
import { scriptsAfterPaintStep } from "./scripts-after-paint";
import { writeRobotsTxt } from "./robots-txt";
import { writeSearchIndex } from "./search-index";
import { writeSecurityHeaders } from "./security-headers";

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];
export type PostBuildStep = (args: PostBuildArgs) => Promise<void> | void;

export const POST_BUILD_STEPS: ReadonlyArray<{ name: string; run: PostBuildStep }> = [
  // 1. build descriptor (runtime), 2. editors' CMS at /admin, then robots.txt, the site search's index (it reads
  // the final HTML), and headers and content security policy last (they hash the final HTML).
  { name: "build descriptor", run: buildDescriptorStep },
  { name: "editors' CMS at /admin", run: writeAdminStep },
  { name: "scripts after the first paint", run: scriptsAfterPaintStep },
  { name: "robots.txt", run: writeRobotsTxt },
  { name: "search index", run: writeSearchIndex },
  { name: "security headers", run: writeSecurityHeaders },
];

export async function onPostBuild(args: PostBuildArgs): Promise<void> {
  for (const step of POST_BUILD_STEPS) {
    const activity = args.reporter.activityTimer(`post-build: ${step.name}`);
    activity.start();
    await step.run(args);
    activity.end();
  }
}
