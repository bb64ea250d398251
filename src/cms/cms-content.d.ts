/** The committed content, compiled into the preview bundle (src/gatsby/cms-preview-bundle.ts, contentPlugin). */
declare module "cms-content" {
  const content: import("./preview-data").BundledContent;
  export default content;
}
