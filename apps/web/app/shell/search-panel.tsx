import type { Category } from '@atelier/contract/catalogue';
import { useRef } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { SearchIcon } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { searchHref } from './search-href.ts';

/** #search side panel. */
export function SearchPanel({ categories }: { categories: Category[] }) {
  const { open, closePanel } = usePanels();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  return (
    <Dialog id="search" open={open === 'search'} onClose={closePanel} title="Search" closeLabel="Close search">
      <Form
        method="get"
        action="/product-list"
        role="search"
        className="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          const href = searchHref(input.current?.value ?? '');
          if (!href) {
            input.current?.focus();
            return;
          }
          closePanel();
          navigate(href);
        }}
      >
        <label htmlFor="search-input" className="visually-hidden">
          Search products
        </label>
        <input
          ref={input}
          id="search-input"
          data-autofocus
          className="search-form__input"
          type="search"
          name="search"
          placeholder="Search for products"
          autoComplete="off"
          enterKeyHint="search"
          required
          maxLength={100}
        />
        <button type="submit" className="icon-btn search-form__submit" aria-label="Submit search">
          <SearchIcon />
        </button>
      </Form>
      {categories.length > 0 ? (
        <div className="search-panel__popular">
          <p className="eyebrow">Popular categories</p>
          <ul className="chip-list">
            {categories.slice(0, 8).map((c) => (
              <li key={c.slug}>
                <Link to={`/product-list?category=${c.slug}`} className="chip">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}
