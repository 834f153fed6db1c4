import type { DashboardResponse } from '@atelier/contract/shared';
import { formatPence } from '../format.ts';

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 26, left: 56 };

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest day. */
function niceMax(value: number): number {
  if (value <= 0) return 10000;
  const p = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * p).find((m) => m >= value) ?? 10 * p;
}

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const short = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** Daily revenue as plain SVG bars, with a table of the same figures for screen readers. */
export function RevenueChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const max = niceMax(Math.max(...daily.map((d) => d.revenuePence)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / daily.length;
  const barW = Math.max(2, slot * 0.68);
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  const total = daily.reduce((n, d) => n + d.revenuePence, 0);
  return (
    <figure className="adm-chart-figure" style={{ margin: 0 }}>
      <svg className="adm-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="revenue-chart-title">
        <title id="revenue-chart-title">{`Daily revenue over the last ${daily.length} days, ${formatPence(total)} in all`}</title>
        {ticks.map((t) => {
          const y = PAD.top + innerH - (t / max) * innerH;
          return (
            <g key={t}>
              <line className="adm-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} />
              <text className="adm-chart__label" x={PAD.left - 8} y={y + 4} textAnchor="end">
                {formatPence(t).replace(/\.00$/, '')}
              </text>
            </g>
          );
        })}
        {daily.map((d, i) => {
          const h = (d.revenuePence / max) * innerH;
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <rect
              key={d.date}
              className={`adm-chart__bar${i === daily.length - 1 ? ' adm-chart__bar--today' : ''}`}
              x={x}
              y={PAD.top + innerH - h}
              width={barW}
              height={Math.max(h, d.revenuePence > 0 ? 1 : 0)}
            >
              <title>{`${short(d.date)}: ${formatPence(d.revenuePence)}, ${d.orders} order${d.orders === 1 ? '' : 's'}`}</title>
            </rect>
          );
        })}
        {daily.map((d, i) =>
          i % 7 === (daily.length - 1) % 7 ? (
            <text key={d.date} className="adm-chart__label" x={PAD.left + i * slot + slot / 2} y={H - 8} textAnchor="middle">
              {short(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th>Day</th>
              <th>Orders</th>
              <th>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <td>{short(d.date)}</td>
                <td>{d.orders}</td>
                <td>{formatPence(d.revenuePence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
