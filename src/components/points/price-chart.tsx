import * as styles from "./watch-list.module.css";

interface PriceChartProps {
  days: { day: string; lowest_total_cents: number }[];
  /** What the chart shows, for screen readers: the prices are listed beside it. */
  label: string;
}

const WIDTH = 160;
const HEIGHT = 40;

/** The lowest price of each day as a small line, highest at the top. */
export function PriceChart({ days, label }: PriceChartProps) {
  if (days.length < 2) return null;
  const prices = days.map((day) => day.lowest_total_cents);
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const span = high - low || 1;
  const points = prices
    .map((price, index) => {
      const x = (index / (prices.length - 1)) * WIDTH;
      const y = 2 + ((high - price) / span) * (HEIGHT - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
