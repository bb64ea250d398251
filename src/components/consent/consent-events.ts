/**
 * Events on window between the consent library's runtime (loaded on use) and the banner's first layer (always
 * there): a choice was recorded, or the preferences closed without one, so the banner asks again.
 */
export const CHOICE_EVENT = "consent:choice";
export const ASK_EVENT = "consent:ask";
