import type { Category, SuggestResponse } from '@atelier/contract/catalogue';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { SearchIcon } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { searchHref } from './search-href.ts';
import { searchOptions, type SearchOption } from './search-options.ts';

/** Typing pauses this long before suggestions are asked for (R19.5). */
const DEBOUNCE_MS = 200;
const LIST_ID = 'search-suggestions';

/**
 * #search side panel: a plain GET form to the results (works without JavaScript), and with it a
 * combobox that suggests categories, colours and products as the shopper types (R19.5).
 */
export function SearchPanel({ categories }: { categories: Category[] }) {
  const { open, closePanel } = usePanels();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<SuggestResponse>();
  const [text, setText] = useState('');
  // The highlighted option by key, not place: a late answer that changes the list keeps it where it
  // still is and drops it where it is gone, so Enter never picks an option the shopper did not see.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);

  const load = fetcher.load;
  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const timer = setTimeout(() => load(`/search-suggest?q=${encodeURIComponent(q)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, load]);

  const options = text.trim() && fetcher.data ? searchOptions(text, fetcher.data) : [];
  const active = activeKey === null ? -1 : options.findIndex((o) => o.key === activeKey);
  const expanded = listOpen && options.length > 0;
  const activeId = expanded && active >= 0 ? `${LIST_ID}-${active}` : undefined;

  function go(href: string) {
    // The next opening starts afresh; the results page shows what was searched.
    setText('');
    setActiveKey(null);
    setListOpen(false);
    closePanel();
    void navigate(href);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      setListOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: moving past either end comes back to it.
      const next = active + step;
      const to = next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      setActiveKey(to === -1 ? null : options[to]!.key);
    } else if (e.key === 'Escape' && expanded) {
      // The first Escape closes the list; the next one closes the panel.
      e.preventDefault();
      setListOpen(false);
      setActiveKey(null);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      go(options[active]!.href);
    }
  }

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
          go(href);
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
          role="combobox"
          aria-autocomplete="list"
          aria-controls={LIST_ID}
          aria-expanded={expanded}
          aria-activedescendant={activeId}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActiveKey(null);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="icon-btn search-form__submit" aria-label="Submit search">
          <SearchIcon />
        </button>
      </Form>
      <p className="visually-hidden" role="status">
        {text.trim() && fetcher.data ? `${Math.max(0, options.length - 1)} suggestions` : ''}
      </p>
      <ul id={LIST_ID} role="listbox" aria-label="Suggestions" className="search-suggestions" hidden={!expanded}>
        {options.map((o, i) => (
          <SuggestionOption key={o.key} option={o} id={`${LIST_ID}-${i}`} active={i === active} onPick={() => go(o.href)} />
        ))}
      </ul>
      {categories.length > 0 && !expanded ? (
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

function SuggestionOption({ option: o, id, active, onPick }: { option: SearchOption; id: string; active: boolean; onPick: () => void }) {
  return (
    // The input keeps the focus (aria-activedescendant); a pointer picks with a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`search-suggestion search-suggestion--${o.kind}${active ? ' is-active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
    >
      {o.image ? <img src={o.image.src} srcSet={o.image.srcSet || undefined} sizes="48px" alt="" width="48" height="60" /> : null}
      {o.hex ? <span className="facet-swatch" style={{ backgroundColor: o.hex }} aria-hidden="true" /> : null}
      {o.kind === 'search' ? <SearchIcon width="18" height="18" aria-hidden="true" /> : null}
      <span className="search-suggestion__text">
        <span className="search-suggestion__label">{o.label}</span>
        {o.detail ? <span className="search-suggestion__detail">{o.kind === 'category' ? `Category, ${o.detail}` : o.detail}</span> : null}
      </span>
      {o.price !== undefined ? <span className="search-suggestion__price">{formatPence(poundsToPence(o.price))}</span> : null}
    </li>
  );
}
