/**
 * The admin area's addresses, apart from `paths` so that the readers' entry script, which carries
 * `paths`, carries none of them (the admin area is one lazy route, `admin/*`).
 */
export const adminPaths = {
  signIn: '/admin/signin',
  signUp: '/admin/signup',
  confirmEmail: '/admin/confirm-email',
  forgotPassword: '/admin/forgot-password',
  resetPassword: '/admin/reset-password',
  acceptInvite: '/admin/accept-invite',
  dashboard: '/admin/dashboard',
  /** The route pattern of `articleEditor`. */
  articleEditorPattern: '/admin/dashboard/articles/:articleId',
  /** The article editor's own address (`'new'` for a new article), so reload and Back return to it. */
  articleEditor: (articleId: string) => `/admin/dashboard/articles/${encodeURIComponent(articleId)}`,
} as const
