import { contentMeta } from '~/features/content/business';
import { FaqPage, faqMeta } from '~/features/content/faq';

export const meta = () => contentMeta(faqMeta.title, faqMeta.description);

export default FaqPage;
