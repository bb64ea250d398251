// netlify-redirector ships no types: the part of its API the local server uses (the matcher of Netlify's CLI).
declare module "netlify-redirector" {
  export interface RedirectRequest {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  export interface RedirectMatch {
    from: string;
    to: string;
    status: number;
    force: boolean;
    force404?: boolean;
    negative?: boolean;
    conditions: Record<string, string>;
  }
  export interface RedirectMatcher {
    match(request: RedirectRequest): RedirectMatch | null;
  }
  export function parseJSON(rules: string, options: Record<string, never>): Promise<RedirectMatcher>;
  export function parsePlain(rules: string, options: Record<string, never>): Promise<RedirectMatcher>;
}

// decap-server's entry point has no types; e2e/support/start-cms-sandbox.ts only loads it (it starts on load).
declare module "decap-server/dist/index.js";
