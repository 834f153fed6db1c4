import { CART_MODAL_TITLE, CartModalPage } from '~/features/cart/cart-modal-page';

export const meta = () => [{ title: `${CART_MODAL_TITLE} | Atelier` }, { name: 'robots', content: 'noindex' }];

export default CartModalPage;
