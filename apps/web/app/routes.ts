import { type RouteConfig, index, route } from '@react-router/dev/routes';

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
  route('cart', 'routes/cart.ts'),
  route('view-cart', 'routes/view-cart.tsx'),
  route('cart-drawer-v2', 'routes/cart-drawer-v2.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
