import { contentMeta } from '~/features/content/business';
import { TermsAndConditionsPage, termsMeta } from '~/features/content/terms-and-conditions';

export const meta = () => contentMeta(termsMeta.title, termsMeta.description);

export default TermsAndConditionsPage;
