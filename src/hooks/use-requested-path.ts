import { useEffect, useState } from "react";

/**
 * The path the visitor asked for. The 404 page is built once (for /404.html) and served for every unknown
 * address, so the path is only known in the browser.
 */
export function useRequestedPath(): string {
  const [path, setPath] = useState("");
  useEffect(() => setPath(window.location.pathname), []);
  return path;
}
