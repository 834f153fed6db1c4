import { deliveryAlwaysFree, deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { ChatIcon, ReturnIcon, TruckIcon } from '~/components/ui/icons';
import { useShopTerms } from '~/lib/shop-terms';

export function IconStrip() {
  const terms = useShopTerms();
  // The promises come from the shop's settings (R22.21); without them the strip says only what never changes.
  const items = [
    ...(terms
      ? [
          { icon: TruckIcon, title: deliveryAlwaysFree(terms) ? 'Free Shipping' : 'UK Delivery', text: deliveryPromise(terms) },
          { icon: ReturnIcon, title: 'Free Returns', text: returnsPromise(terms) },
        ]
      : []),
    { icon: ChatIcon, title: 'Online Support', text: 'Our team is here 9am-5pm, Monday to Friday.' },
  ];
  return (
    <section className="icon-strip" aria-label="Our promises">
      <ul className="container icon-strip__list">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="icon-strip__item">
            <Icon className="icon-strip__icon" />
            <div>
              <h3 className="icon-strip__title">{title}</h3>
              <p className="icon-strip__text">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
