import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('return-and-refund', 'routes/return-and-refund.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('terms-and-condition', 'routes/terms-and-condition.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
