import { makeStyles, tokens } from '@fluentui/react-components';
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useTooltip } from '@visx/tooltip';
import { ChartFrame } from './ChartFrame.tsx';
import { ChartTooltip } from './ChartTooltip.tsx';
import { useT } from '../../../../i18n/useT.ts';
import { LABEL_COLOUR } from './chartPalette.ts';

const useStyles = makeStyles({
  key: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  swatch: { width: '18px', height: '10px', borderRadius: '2px', backgroundColor: tokens.colorBrandBackground },
});
/** Shades of the colour key, as fractions of the largest cell. */
const KEY_STEPS = [0, 0.25, 0.5, 0.75, 1];

export interface HeatMapProps {
  /** Columns (hours). */
  categories: readonly string[];
  /** One row per series (weekday). */
  rows: readonly { name: string; data: readonly number[] }[];
  format: (value: number) => string;
  height?: number;
  label: string;
}

interface Column {
  bin: number;
  bins: { bin: number; count: number }[];
}

const MARGIN = { top: 4, right: 8, bottom: 24, left: 72 };

/** Peak hours and activities by hour: a row per weekday, a cell per hour. */
export function HeatMap({ categories, rows, format, height = 240, label }: HeatMapProps) {
  const tip = useTooltip<{ row: number; col: number }>();
  const styles = useStyles();
  const t = useT();
  const columns: Column[] = categories.map((_, col) => ({
    bin: col,
    bins: rows.map((r, row) => ({ bin: row, count: r.data[col] ?? 0 })),
  }));
  const max = Math.max(1, ...rows.flatMap((r) => r.data));
  const every = Math.ceil(categories.length / 12);
  const opacityOf = scaleLinear({ domain: [0, max], range: [0.06, 1] });
  return (
    <div>
      <ChartFrame height={height}>
        {(width) => {
          const innerW = Math.max(width - MARGIN.left - MARGIN.right, 10);
          const innerH = height - MARGIN.top - MARGIN.bottom;
          const x = scaleBand({ domain: categories.map((_, i) => i), range: [0, innerW] });
          const y = scaleBand({ domain: rows.map((_, i) => i), range: [0, innerH] });
          const opacity = scaleLinear({ domain: [0, max], range: [0.06, 1] });
          return (
            <div style={{ position: 'relative' }}>
              <svg
                width={width}
                height={height}
                role="img"
                aria-label={label}
                onMouseMove={(e) => {
                  const cell = (e.target as Element).getAttribute('data-cell');
                  if (!cell) return tip.hideTooltip();
                  const [row, col] = cell.split(':').map(Number) as [number, number];
                  tip.showTooltip({
                    tooltipData: { row, col },
                    tooltipLeft: MARGIN.left + (x(col) ?? 0),
                    tooltipTop: MARGIN.top + (y(row) ?? 0),
                  });
                }}
                onMouseLeave={tip.hideTooltip}
              >
                <Group left={MARGIN.left} top={MARGIN.top}>
                  <HeatmapRect
                    data={columns}
                    xScale={(d) => x(d) ?? 0}
                    yScale={(d) => y(d) ?? 0}
                    colorScale={() => tokens.colorBrandBackground}
                    opacityScale={(v) => opacity(v)}
                    binWidth={x.bandwidth()}
                    binHeight={y.bandwidth()}
                    gap={2}
                  >
                    {(heatmap) =>
                      heatmap.map((column) =>
                        column.map((cell) => (
                          <rect
                            key={`${cell.row}-${cell.column}`}
                            x={cell.x}
                            y={cell.y}
                            width={cell.width}
                            height={cell.height}
                            fill={cell.color}
                            fillOpacity={cell.opacity}
                            rx={2}
                            data-cell={`${cell.row}:${cell.column}`}
                          />
                        )),
                      )
                    }
                  </HeatmapRect>
                  {rows.map((r, i) => (
                    <text
                      key={r.name}
                      x={-6}
                      y={(y(i) ?? 0) + y.bandwidth() / 2 + 3}
                      fontSize={10}
                      textAnchor="end"
                      fill={LABEL_COLOUR}
                    >
                      {r.name}
                    </text>
                  ))}
                  {categories.map((c, i) =>
                    i % every === 0 ? (
                      <text
                        key={c}
                        x={(x(i) ?? 0) + x.bandwidth() / 2}
                        y={innerH + 14}
                        fontSize={10}
                        textAnchor="middle"
                        fill={LABEL_COLOUR}
                      >
                        {c}
                      </text>
                    ) : null,
                  )}
                </Group>
              </svg>
              {tip.tooltipOpen && tip.tooltipData && (
                <ChartTooltip
                  left={tip.tooltipLeft ?? 0}
                  top={tip.tooltipTop ?? 0}
                  title={`${rows[tip.tooltipData.row]?.name ?? ''} ${categories[tip.tooltipData.col] ?? ''}`}
                  lines={[{ label, value: format(rows[tip.tooltipData.row]?.data[tip.tooltipData.col] ?? 0) }]}
                />
              )}
            </div>
          );
        }}
      </ChartFrame>
      {/* The colour key: how dark a cell is for how many (a heat map without one). */}
      <div
        className={styles.key}
        role="img"
        aria-label={t('dashboards.heatmap.key', { min: format(0), max: format(max) })}
      >
        <span aria-hidden>{format(0)}</span>
        {KEY_STEPS.map((step) => (
          <span key={step} aria-hidden className={styles.swatch} style={{ opacity: opacityOf(step * max) }} />
        ))}
        <span aria-hidden>{format(max)}</span>
      </div>
    </div>
  );
}
