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
  admin: {
    signIn: '/admin/signin',
    signUp: '/admin/signup',
    confirmEmail: '/admin/confirm-email',
    dashboard: '/admin/dashboard',
  },
} as const
