// Module declarations for files webpack turns into values.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module "*.svg" {
  const url: string;
  export default url;
}

// Files imported as text with an inline loader: import css from "!!raw-loader!some.css".
declare module "!!raw-loader!*" {
  const text: string;
  export default text;
}
