/**
 * The bounds that keep an import's memory flat and a hostile file harmless. An export is read
 * as a stream, one record (post, row, archive entry) at a time; these say how large one may be.
 */

/** The most characters one record of an export may span (a WXR `<item>`, a Ghost row, a CSV row). */
export const MAX_RECORD_CHARS = 32 * 1024 * 1024

/** Elements or arrays nested deeper than any export nests them: refused. */
export const MAX_NESTING = 64

/** One archive entry unpacked: a post's HTML, a CSV, an image. */
export const MAX_ENTRY_BYTES = 256 * 1024 * 1024

/** Everything an archive unpacks to, all entries together. */
export const MAX_UNPACKED_BYTES = 4 * 1024 * 1024 * 1024

/** Unpacked over packed bytes above which an entry is a zip bomb rather than text (text packs ~10×). */
export const MAX_PACK_RATIO = 200

/** Below this many unpacked bytes the ratio is not judged (a tiny file of spaces packs very well). */
export const RATIO_FLOOR_BYTES = 1024 * 1024

/** Entries an archive may hold (a 10,000-post Substack export has ~30,000). */
export const MAX_ENTRIES = 500_000

/** Notes kept for the preview and the report; the rest are counted only. */
export const MAX_NOTES = 2000
