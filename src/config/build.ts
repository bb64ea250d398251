/**
 * The build descriptor: a JSON file written by every build at a stable address, never cached, holding the
 * build's id; each page carries the id it was built with (see src/runtime/ for the update check).
 */
export const BUILD_DESCRIPTOR_PATH = "/build-info.json";
