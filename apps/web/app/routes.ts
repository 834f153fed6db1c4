import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('product-list', 'routes/product-list.tsx', { id: 'product-list' }),
  route('shop-fullwidth', 'routes/product-list.tsx', { id: 'shop-fullwidth' }),
  route('category-list', 'routes/category-list.tsx'),
  route('product-detail/:slug', 'routes/product-detail.tsx'),
  route('quick-view/:slug', 'routes/quick-view.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('about-us', 'routes/about-us.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('return-and-refund', 'routes/return-and-refund.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('terms-and-condition', 'routes/terms-and-condition.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  // Accounts: the guarded area shares one layout (guard, sidebar, spinner); the panels post to auth/*.
  layout('routes/account-layout.tsx', { id: 'account' }, [
    route('account-page', 'routes/account-page.tsx'),
    route('account-details', 'routes/account-details.tsx'),
  ]),
  route('logout', 'routes/logout.tsx'),
  route('auth/login', 'routes/auth.login.ts'),
  route('auth/register', 'routes/auth.register.ts'),
  route('auth/forgot-password', 'routes/auth.forgot-password.ts'),
  route('auth/verify-reset-code', 'routes/auth.verify-reset-code.ts'),
  route('auth/reset-password', 'routes/auth.reset-password.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
