/**
 * The key of the history state that holds the enquiry the contact form sent (src/lib/sent-enquiry.ts). A module of
 * its own so that the contact form, which only writes it, does not carry the thank-you page's reading and wording.
 */
export const SENT_ENQUIRY_KEY = "richiestaInviata";
