import React, { useSyncExternalStore } from "react";
import { sentEnquiryOf, sentEnquiryText } from "../../lib/sent-enquiry";
import * as styles from "../ui/PageHero.module.css";

const subscribe = () => () => undefined;

/**
 * The thank-you page's line on what was asked (src/lib/sent-enquiry.ts), from the history state the contact form
 * wrote. The prebuilt page cannot know it and renders nothing here; hydration renders the same (the server's
 * snapshot), then the browser's, so a reload of the page says it again without a hydration mismatch. In the browser
 * a chunk of its own, loaded on the thank-you page only (src/templates/page.tsx).
 */
export default function ThankYouSummary({ state }: { state: unknown }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const sent = inBrowser ? sentEnquiryOf(state) : null;
  return sent ? (
    <p className={styles.lead}>
      <strong>{sentEnquiryText(sent)}</strong>
    </p>
  ) : null;
}
