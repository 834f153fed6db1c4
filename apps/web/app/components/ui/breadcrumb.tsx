import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  to?: string;
}

/** The trail above a page's title: Home > ... > this page. */
export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav className={className ? `breadcrumb ${className}` : 'breadcrumb'} aria-label="Breadcrumb">
      <ol>
        {items.map((c) => (
          <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
