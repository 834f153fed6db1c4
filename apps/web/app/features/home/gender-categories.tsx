import { withProducts, type Category } from '@atelier/contract/catalogue';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/ui/icons';
import { cardImages, type Picture } from '~/components/product/card-item';
import { ProductImage } from '~/components/product/product-image';

const TABS = [
  { id: 'female', label: 'Women', heading: 'For her', shopAll: "Shop all women's" },
  { id: 'male', label: 'Men', heading: 'For him', shopAll: "Shop all men's" },
] as const;

type TabId = (typeof TABS)[number]['id'];

interface GenderCategoriesProps {
  categories: Category[];
  /** One product per gender to picture the tab. */
  featured: Partial<Record<TabId, Picture>>;
}

/** 'Categories' with Women/Men tabs; links carry both gender and category (R15.1). */
export function GenderCategories({ categories, featured }: GenderCategoriesProps) {
  const [active, setActive] = useState<TabId>('female');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + TABS.length) % TABS.length;
    setActive(TABS[next]!.id);
    tabs.current[next]?.focus();
  };

  if (categories.length === 0) return null;
  return (
    <section className="section gender-cats" aria-labelledby="gender-cats-title">
      <div className="container">
        <h2 id="gender-cats-title" className="section__title gender-cats__title">
          Categories
        </h2>
        <div className="tabs__list" role="tablist" aria-label="Shop for">
          {TABS.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-controls={`panel-${t.id}`}
              aria-selected={active === t.id}
              tabIndex={active === t.id ? 0 : -1}
              className="tabs__tab"
              onClick={() => setActive(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
            </button>
          ))}
        </div>
        {TABS.map((t) => {
          const item = featured[t.id];
          const image = item ? cardImages(item.images).cover : undefined;
          return (
            <div
              key={t.id}
              id={`panel-${t.id}`}
              role="tabpanel"
              aria-labelledby={`tab-${t.id}`}
              hidden={active !== t.id}
              className="gender-cats__panel"
            >
              <Link to={`/product-list?gender=${t.id}`} className="gender-cats__feature">
                <ProductImage image={image} alt={item?.name ?? t.label} sizes="(min-width: 768px) 40vw, 90vw" />
                <span className="gender-cats__feature-label">
                  <span className="eyebrow">{t.heading}</span>
                  <span className="gender-cats__feature-title">{t.shopAll}</span>
                </span>
              </Link>
              <ul className="gender-cats__list">
                {/* Only the categories with something for this gender (R15.11, R15.12). */}
                {withProducts(categories, t.id).map((c) => (
                  <li key={c.slug}>
                    <Link to={`/product-list?gender=${t.id}&category=${c.slug}`} className="gender-cats__link">
                      <span>{c.name}</span>
                      <ArrowRight width="18" height="18" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
