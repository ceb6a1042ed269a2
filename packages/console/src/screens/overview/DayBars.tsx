import { t } from '../../strings.ts';

export type Counts = Record<string, number>;
export interface Day {
  day: string;
  counts: Counts;
}

/** The series' colours (styles.css --series-N), each readable on both palettes' background. */
const SERIES = 5;
const colourOf = (index: number) => `var(--series-${index % SERIES})`;

/**
 * Bars per day, stacked by method, drawn as plain SVG: the tallest day fills the height, each
 * method keeps its colour, and the legend and a table under a disclosure give the exact figures
 * (screen readers get the table; the picture is aria-hidden with a one-line summary).
 */
export function DayBars(props: { title: string; days: Day[]; summary: string }) {
  const methods = [...new Set(props.days.flatMap((day) => Object.keys(day.counts)))].sort();
  const totals = props.days.map((day) => Object.values(day.counts).reduce((sum, n) => sum + n, 0));
  const top = Math.max(1, ...totals);
  const width = 600;
  const height = 140;
  const slot = width / Math.max(1, props.days.length);
  const bar = Math.max(2, slot * 0.7);
  return (
    <figure className="card chart">
      <figcaption>
        <strong>{props.title}</strong> <span className="muted">{props.summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} aria-hidden="true" focusable="false" className="bars">
        <line x1="0" x2={width} y1={height} y2={height} className="axis" />
        {props.days.map((day, i) => {
          let y = height;
          return (
            <g key={day.day}>
              {methods.map((method, m) => {
                const n = day.counts[method] ?? 0;
                if (n === 0) return null;
                const h = (n / top) * (height - 4);
                y -= h;
                return (
                  <rect key={method} x={i * slot + (slot - bar) / 2} y={y} width={bar} height={h} fill={colourOf(m)} />
                );
              })}
              {(i === 0 || i === props.days.length - 1) && (
                <text x={i * slot + slot / 2} y={height + 14} textAnchor="middle" className="tick">
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {methods.length === 0 ? (
        <p className="muted">{t('overview.none')}</p>
      ) : (
        <ul className="legend">
          {methods.map((method, m) => (
            <li key={method}>
              <span className="swatch" style={{ background: colourOf(m) }} />
              {method}: {props.days.reduce((sum, day) => sum + (day.counts[method] ?? 0), 0)}
            </li>
          ))}
        </ul>
      )}
      {methods.length > 0 && (
        <details>
          <summary>{t('overview.table', { title: props.title })}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('overview.day')}</th>
                {methods.map((method) => (
                  <th key={method} scope="col">
                    {method}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.days
                .filter((_, i) => (totals[i] ?? 0) > 0)
                .map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    {methods.map((method) => (
                      <td key={method}>{day.counts[method] ?? 0}</td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
