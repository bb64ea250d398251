/**
 * Error boundary: a page (or, around the whole app, the shell) that throws while rendering is replaced by
 * the generic error page; the page's boundary also shows the error page for fatal errors reported by the
 * runtime (src/runtime/error-handling.tsx). It starts over when the address changes. Crawlers get the
 * prerendered HTML back instead of the error page.
 */
import React from "react";
import {
  currentAddress,
  describeError,
  isBot,
  onErrorPageRequest,
  prerenderedContent,
  setErrorTitle,
  type ShownError,
} from "../runtime/error-handling";
import { DEFAULT_ERROR } from "./error-texts";
import { LazyErrorPage } from "./LazyErrorPage";

interface ErrorBoundaryProps {
  readonly children: React.ReactNode;
  /** The element whose prerendered HTML a crawler gets back: "main" for a page, "___gatsby" for the app. */
  readonly region: "main" | "___gatsby";
  /** Changing it (the address) clears the error. */
  readonly resetKey?: string;
  /** Also show the error page for fatal errors outside rendering. */
  readonly listen?: boolean;
}

interface ErrorBoundaryState {
  readonly error: ShownError | null;
  readonly key: string | undefined;
}

export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, key: this.props.resetKey };
  private unsubscribe: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: { ...DEFAULT_ERROR, description: describeError(error), retryHref: currentAddress() } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error("[runtime] Errore durante il rendering", error, info.componentStack);
  }

  override componentDidMount(): void {
    this.componentDidUpdate();
    if (this.props.listen) this.unsubscribe = onErrorPageRequest((error) => this.setState({ error }));
  }

  override componentDidUpdate(): void {
    if (this.state.error && !isBot()) setErrorTitle(this.state.error.statusCode);
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
  }

  override render(): React.ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isBot()) {
      const html = prerenderedContent(this.props.region);
      return html ? <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: html }} /> : null;
    }
    const page = <LazyErrorPage {...error} />;
    // Around the whole app there is no shell: the error page gets its own main region.
    return this.props.region === "main" ? (
      page
    ) : (
      <main id="main" tabIndex={-1}>
        {page}
      </main>
    );
  }
}
