import { contentMeta } from '~/features/content/business';
import { PrivacyPolicyPage, privacyMeta } from '~/features/content/privacy-policy';

export const meta = () => contentMeta(privacyMeta.title, privacyMeta.description);

export default PrivacyPolicyPage;
