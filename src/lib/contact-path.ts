/** The contact page, with the machine of interest preselected in its form. */
export const CONTACT_PATH = "/contatti";
export const MACHINE_PARAM = "macchinario";

export function contactPathFor(machineSlug?: string | null): string {
  return machineSlug ? `${CONTACT_PATH}?${MACHINE_PARAM}=${encodeURIComponent(machineSlug)}` : CONTACT_PATH;
}
