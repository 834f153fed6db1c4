import { ChatIcon, ReturnIcon, TruckIcon } from '~/components/ui/icons';

const ITEMS = [
  { icon: TruckIcon, title: 'Free Shipping', text: 'Free standard UK delivery on every order.' },
  { icon: ReturnIcon, title: 'Free Returns', text: 'Free returns within 14 days of receipt.' },
  { icon: ChatIcon, title: 'Online Support', text: 'Our team is here 9am-5pm, Monday to Friday.' },
];

export function IconStrip() {
  return (
    <section className="icon-strip" aria-label="Our promises">
      <ul className="container icon-strip__list">
        {ITEMS.map(({ icon: Icon, title, text }) => (
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
