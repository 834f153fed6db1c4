import { contentMeta } from '~/features/content/business';
import { FaqPage, faqMeta } from '~/features/content/faq';
import { termsOfMatches } from '~/lib/shop-terms';
import type { Route } from './+types/faq';

export function meta({ matches }: Route.MetaArgs) {
  return contentMeta(faqMeta.title, faqMeta.description(termsOfMatches(matches)));
}

export default FaqPage;
