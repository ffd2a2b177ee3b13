/**
 * A chart's legend, in the page's HTML beside the chart (not recharts', which measures itself in
 * the browser and so would move a chart drawn at build time): each series' name after a swatch of
 * its colour, which the view's stylesheet gives each item's class (`--swatch`).
 */
export function ChartLegend({ items }: { items: readonly { label: string; className: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map(({ label, className }) => (
        <li key={className} className={className}>
          {label}
        </li>
      ))}
    </ul>
  )
}
