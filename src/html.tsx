/**
 * The HTML document around every page: Gatsby's own (gatsby/cache-dir/default-html.js), less two lines every page
 * carried for browsers the site does not support: `<meta http-equiv="x-ua-compatible" content="ie=edge">`, for
 * Internet Explorer, and `shrink-to-fit=no` in the viewport, for Safari 9 on iOS. Every page's HTML must fit a
 * 14 KB first flight (docs/PERFORMANCE.md).
 */
import React from "react";
import { DEFAULT_LOCALE } from "./config/locales";

interface HtmlProps {
  readonly htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  readonly headComponents: React.ReactNode;
  readonly bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  readonly preBodyComponents: React.ReactNode;
  readonly body: string;
  readonly postBodyComponents: React.ReactNode;
}

export default function HTML(props: HtmlProps) {
  return (
    // The language comes with htmlAttributes (src/gatsby/render-body.tsx); the default is the same.
    <html lang={DEFAULT_LOCALE} {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
