/**
 * Capture group `index` of `match`, for a group that takes part in every match of its pattern (one that is not
 * optional, nor inside an alternative or a repetition that may be skipped). A pattern edited so that the group can
 * be skipped fails here, naming the group, instead of passing `undefined` on as a string.
 */
export function capture(match: readonly (string | undefined)[], index: number): string {
  const group = match[index]
  if (group === undefined) throw new Error(`capture group ${index} did not take part in the match`)
  return group
}
