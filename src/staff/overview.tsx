import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewResponse } from '../../common/staff/overview';
import { formatMoney } from './amounts';
import { staffApi } from './api';
import { FormError } from './form-error';

/**
 * The start page's charts (docs/staff.md, Overview): the last 30 days per day. Loaded apart from the
 * rest of the console (main.tsx imports it lazily), so uPlot comes only with the charts; each chart
 * says its figures in words, and the table under them has every number.
 */

interface Series {
  label: string;
  values: number[];
  /** How a value reads: a count, or an amount of money. */
  format: (value: number) => string;
  money?: boolean;
}

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

export default function Overview() {
  const [data, setData] = useState<OverviewResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => void staffApi<OverviewResponse>('GET', 'overview').then(setData, setError), []);
  if (error) return <FormError error={error} />;
  if (!data) return <p>Loading the last 30 days …</p>;

  const count = (value: number) => String(value);
  const series: Series[] = [
    { label: 'Signups', values: data.signups, format: count },
    { label: 'Active members', values: data.active, format: count },
    { label: 'Messages', values: data.messages, format: count },
    { label: 'Reports waiting', values: data.reports_waiting, format: count },
    { label: 'Photos waiting', values: data.photos_waiting, format: count },
    ...Object.entries(data.revenue ?? {}).map(([currency, values]) => ({
      label: `Revenue (${currency})`, values, format: (value: number) => formatMoney(value, currency), money: true,
    })),
  ];
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">The last 30 days</h2>
      <div className="charts">
        {series.map((item) => <Chart key={item.label} days={data.days} series={item} />)}
      </div>
      <details>
        <summary>Every number, per day (UTC)</summary>
        <table>
          <thead><tr><th>Day</th>{series.map((item) => <th key={item.label}>{item.label}</th>)}</tr></thead>
          <tbody>
            {data.days.map((day, i) => (
              <tr key={day}><td>{day}</td>{series.map((item) => <td key={item.label}>{item.format(item.values[i]!)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** What a chart shows, in words, for those who cannot see it. */
function described(days: string[], { label, values, format }: Series): string {
  const highest = values.indexOf(Math.max(...values));
  return `${label} per day: today ${format(values.at(-1)!)}, the highest ${format(values[highest]!)} on ${days[highest]}, in all ${format(values.reduce((a, b) => a + b, 0))}.`;
}

function Chart({ days, series }: { days: string[]; series: Series }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const size = () => ({ width: element.clientWidth, height: 160 });
    const chart = new uPlot({
      ...size(),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_self, _min, max) => [0, Math.max(1, max)] } },
      // A count has whole steps only; an amount of money takes the steps uPlot chooses.
      axes: [{}, { values: (_self, ticks) => ticks.map(series.format), size: 70, ...(series.money ? {} : { incrs: WHOLE_STEPS }) }],
      series: [{}, { label: series.label, stroke: '#a3134f', fill: 'rgb(163 19 79 / 12%)', width: 2, points: { show: true, size: 4 } }],
    }, [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), series.values], element);
    const resized = new ResizeObserver(() => chart.setSize(size()));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [days, series]);
  return (
    <figure className="chart">
      <figcaption><strong>{series.label}</strong> today: {series.format(series.values.at(-1)!)}</figcaption>
      <div ref={box} role="img" aria-label={described(days, series)} />
    </figure>
  );
}
