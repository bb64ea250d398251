/**
 * The build descriptor: a JSON file written by every build at a stable address, never cached, holding the
 * build's id; each page carries the id it was built with (see src/runtime/ for the update check).
 */
export const BUILD_DESCRIPTOR_PATH = "/build-info.json";

/** Name of the <meta> tag through which each page tells the runtime the id of the build it belongs to. */
export const BUILD_ID_META = "build-id";
/** What pages carry until the post-build step stamps them (and in `gatsby develop`, where nothing stamps them). */
export const UNSTAMPED_BUILD_ID = "development";
