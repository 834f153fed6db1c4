import type { CSSProperties, ReactNode } from 'react';

/**
 * A column heading: its text, right-aligned for numbers, or read to screen readers only; or its
 * own content (a sort link, a select-all box) with the column's aria-sort.
 */
export type AdminColumn =
  string | { label: string; num?: boolean; hidden?: boolean; content?: ReactNode; sort?: 'ascending' | 'descending' };

/**
 * The back office's table: a scrollable region (focusable, so it scrolls by keyboard) named for
 * screen readers, with one heading row. `children` are the body rows. On a phone each row is a card
 * whose cells name their column: the headings go to the wrapper as --col-1, --col-2... and the
 * stylesheet (admin.css) writes each before its cell, whatever the rows are made of.
 */
export function AdminTable(props: {
  label: string;
  columns: AdminColumn[];
  compact?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { label, columns, compact, className, style, children } = props;
  const names = Object.fromEntries(
    columns.map((c, i) => {
      const col = typeof c === 'string' ? { label: c } : c;
      // A CSS string: JSON's quoting and escapes are valid there too.
      return [`--col-${i + 1}`, JSON.stringify(col.hidden ? '' : col.label)];
    }),
  );
  return (
    <div
      className={className ? `adm-table-wrap ${className}` : 'adm-table-wrap'}
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ ...names, ...style }}
    >
      <table className={compact ? 'adm-table adm-table--compact' : 'adm-table'}>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const col = typeof c === 'string' ? { label: c } : c;
              return (
                <th key={`${i}-${col.label}`} scope="col" className={col.num ? 'num' : undefined} aria-sort={col.sort}>
                  {col.content ?? (col.hidden ? <span className="visually-hidden">{col.label}</span> : col.label)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
