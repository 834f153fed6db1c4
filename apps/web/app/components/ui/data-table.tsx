import type { CSSProperties, ReactNode } from 'react';

/**
 * A column heading: its text, right-aligned for numbers, or read to screen readers only; or its
 * own content (a sort link, a select-all box) with the column's aria-sort.
 */
export type AdminColumn =
  string | { label: string; num?: boolean; hidden?: boolean; content?: ReactNode; sort?: 'ascending' | 'descending' };

/**
 * The back office's table: a scrollable region (focusable, so it scrolls by keyboard) named for
 * screen readers, with one heading row. `children` are the body rows.
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
  return (
    <div
      className={className ? `adm-table-wrap ${className}` : 'adm-table-wrap'}
      tabIndex={0}
      role="region"
      aria-label={label}
      style={style}
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
