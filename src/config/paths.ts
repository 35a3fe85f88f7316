export const paths = {
  home: '/',
  category: (slug: string) => `/category/${slug}`,
  article: (slug: string) => `/${slug}`,
  about: '/about',
  contact: '/contact',
  careers: '/careers',
  advertise: '/advertise',
  terms: '/legal/terms-of-service',
  privacy: '/legal/privacy-policy',
  cookies: '/legal/cookie-policy',
  sitemap: '/sitemap.xml',
  /** The article editor's own address (`'new'` for a new article), so reload and Back return to it. */
  articleEditor: (articleId: string) => `/admin/dashboard/articles/${encodeURIComponent(articleId)}`,
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  admin: {
    signIn: '/admin/signin',
    signUp: '/admin/signup',
    confirmEmail: '/admin/confirm-email',
    forgotPassword: '/admin/forgot-password',
    resetPassword: '/admin/reset-password',
    acceptInvite: '/admin/accept-invite',
    dashboard: '/admin/dashboard',
    /** The route pattern of `articleEditor`. */
    articleEditor: '/admin/dashboard/articles/:articleId',
  },
} as const
