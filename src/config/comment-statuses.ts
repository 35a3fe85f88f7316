/** The values `comments.status` may take; a unit test checks them against the migrations. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export type CommentStatus = (typeof COMMENT_STATUSES)[number]
/** What moderation sets a pending comment to. */
export type ModeratedStatus = Exclude<CommentStatus, 'pending'>

export function isCommentStatus(value: string): value is CommentStatus {
  return (COMMENT_STATUSES as readonly string[]).includes(value)
}
