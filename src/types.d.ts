// Module declarations for files webpack turns into values.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.svg" {
  const url: string;
  export default url;
}
