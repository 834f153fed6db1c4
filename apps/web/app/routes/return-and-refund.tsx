import { contentMeta } from '~/features/content/business';
import { ReturnAndRefundPage, returnsMeta } from '~/features/content/return-and-refund';

export const meta = () => contentMeta(returnsMeta.title, returnsMeta.description);

export default ReturnAndRefundPage;
