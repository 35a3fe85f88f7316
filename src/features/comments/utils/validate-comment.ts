import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@/config/site.ts'

export interface ValidationProblem {
  title: string
  description: string
}

/** The comment form's rules plus the database's length limits. */
export function validateComment(name: string, content: string): ValidationProblem | null {
  if (name.trim() === '') return { title: 'Name required', description: 'Please enter your name.' }
  if (content.trim() === '') return { title: 'Comment is empty', description: 'Please write a comment.' }
  if (name.trim().length > COMMENT_NAME_MAX) {
    return { title: 'Name too long', description: `Please keep your name to ${COMMENT_NAME_MAX} characters or fewer.` }
  }
  if (content.trim().length > COMMENT_TEXT_MAX) {
    return { title: 'Comment too long', description: `Please keep your comment to ${COMMENT_TEXT_MAX} characters or fewer.` }
  }
  return null
}
