import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useTooltip } from '@visx/tooltip';
import { ChartFrame } from './ChartFrame.tsx';
import { ChartTooltip } from './ChartTooltip.tsx';
import { AXIS_COLOUR, colourAt, GRID_COLOUR, LABEL_COLOUR } from './chartPalette.ts';

export interface CartesianSeries {
  name: string;
  data: readonly number[];
  kind: 'bar' | 'line' | 'area';
  /** Drawn against the right-hand axis (a second unit, e.g. a percent). */
  secondary?: boolean;
  format: (value: number) => string;
}

export interface CartesianChartProps {
  categories: readonly string[];
  series: readonly CartesianSeries[];
  stacked?: boolean;
  /** Value labels over points and bars (off beyond 30 points, spec/2 §4). */
  dataLabels?: boolean;
  height?: number;
  /** A bare sparkline: no axes, grid or labels (small cards). */
  sparkline?: boolean;
  /** Accessible name of the chart. */
  label: string;
}

const MARGIN: { top: number; right: number; bottom: number; left: number } = {
  top: 16,
  right: 48,
  bottom: 32,
  left: 56,
};
/** Long category names (locations) are cut to fit their band. */
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const tickStyle = () => ({ fill: LABEL_COLOUR, fontSize: 10, textAnchor: 'middle' as const });

/** Area, bar and line charts and their combinations over categories. */
export function CartesianChart({
  categories,
  series,
  stacked,
  dataLabels,
  height = 220,
  sparkline,
  label,
}: CartesianChartProps) {
  const tip = useTooltip<number>();
  const hasSecondary = series.some((s) => s.secondary);
  const margin = sparkline ? { top: 4, right: 4, bottom: 4, left: 4 } : { ...MARGIN, right: hasSecondary ? 64 : 16 };
  return (
    <ChartFrame height={height}>
      {(width) => {
        const innerW = Math.max(width - margin.left - margin.right, 10);
        const innerH = height - margin.top - margin.bottom;
        const x = scaleBand({ domain: [...categories], range: [0, innerW], padding: 0.2 });
        const bars = series.filter((s) => s.kind === 'bar' && !s.secondary);
        const primary = series.filter((s) => !s.secondary);
        const secondary = series.filter((s) => s.secondary);
        const stackTotals = categories.map((_, i) => bars.reduce((sum, s) => sum + Math.max(s.data[i] ?? 0, 0), 0));
        const maxOf = (list: readonly CartesianSeries[]) =>
          Math.max(1, ...list.flatMap((s) => s.data.map((v) => v ?? 0)));
        const y = scaleLinear({
          domain: [
            Math.min(0, ...primary.flatMap((s) => s.data)),
            stacked ? Math.max(1, ...stackTotals, maxOf(primary.filter((s) => s.kind !== 'bar'))) : maxOf(primary),
          ],
          range: [innerH, 0],
          nice: true,
        });
        const y2 = scaleLinear({ domain: [0, maxOf(secondary)], range: [innerH, 0], nice: true });
        const band = x.bandwidth();
        // Bars stay slim over few categories.
        const groupW = Math.min(stacked ? band : band / Math.max(bars.length, 1), 48);
        const groupOffset = (band - groupW * (stacked ? 1 : Math.max(bars.length, 1))) / 2;
        const cx = (i: number) => (x(categories[i]!) ?? 0) + band / 2;
        const scaleOf = (s: CartesianSeries) => (s.secondary ? y2 : y);
        const every = Math.ceil(categories.length / Math.max(Math.floor(innerW / 60), 1));
        const first = primary[0];
        // Labels need room: none when the points are closer than 44 px.
        const labels = dataLabels && !sparkline && innerW / Math.max(categories.length, 1) >= 44;
        return (
          <div style={{ position: 'relative' }}>
            <svg
              width={width}
              height={height}
              role="img"
              aria-label={label}
              onMouseMove={(e) => {
                const i = Math.floor((e.nativeEvent.offsetX - margin.left - x.paddingOuter() * x.step()) / x.step());
                if (i >= 0 && i < categories.length)
                  tip.showTooltip({ tooltipData: i, tooltipLeft: margin.left + cx(i), tooltipTop: margin.top + 10 });
                else tip.hideTooltip();
              }}
              onMouseLeave={tip.hideTooltip}
            >
              <Group left={margin.left} top={margin.top}>
                {!sparkline && <GridRows scale={y} width={innerW} stroke={GRID_COLOUR} numTicks={4} />}
                {bars.map((s, si) =>
                  s.data.map((v, i) => {
                    const below = stacked
                      ? bars.slice(0, si).reduce((sum, b) => sum + Math.max(b.data[i] ?? 0, 0), 0)
                      : 0;
                    const top = y(below + Math.max(v, 0));
                    const bottom = y(below + Math.min(v, 0));
                    const left = (x(categories[i]!) ?? 0) + groupOffset + (stacked ? 0 : si * groupW);
                    return (
                      <g key={`${s.name}-${categories[i]}`}>
                        <rect
                          x={left}
                          y={top}
                          width={Math.max(groupW - 1, 1)}
                          height={Math.max(bottom - top, 0)}
                          fill={colourAt(series.indexOf(s))}
                          rx={2}
                        />
                        {labels && !stacked && v !== 0 && (
                          <text x={left + groupW / 2} y={top - 3} fontSize={9} textAnchor="middle" fill={LABEL_COLOUR}>
                            {s.format(v)}
                          </text>
                        )}
                      </g>
                    );
                  }),
                )}
                {series
                  .filter((s) => s.kind === 'area')
                  .map((s) => (
                    <AreaClosed
                      key={s.name}
                      data={[...s.data]}
                      x={(_, i) => cx(i)}
                      y={(d) => scaleOf(s)(d)}
                      yScale={scaleOf(s)}
                      fill={colourAt(series.indexOf(s))}
                      fillOpacity={0.25}
                      stroke={colourAt(series.indexOf(s))}
                      strokeWidth={2}
                    />
                  ))}
                {series
                  .filter((s) => s.kind === 'line' || (s.kind === 'bar' && s.secondary))
                  .map((s) => (
                    <LinePath
                      key={s.name}
                      data={[...s.data]}
                      x={(_, i) => cx(i)}
                      y={(d) => scaleOf(s)(d)}
                      stroke={colourAt(series.indexOf(s))}
                      strokeWidth={2}
                    />
                  ))}
                {labels &&
                  series
                    .filter((s) => s.kind !== 'bar')
                    .map((s) =>
                      s.data.map((v, i) => (
                        <text
                          key={`${s.name}-l${categories[i]}`}
                          x={cx(i)}
                          y={scaleOf(s)(v) - 6}
                          fontSize={9}
                          textAnchor="middle"
                          fill={LABEL_COLOUR}
                        >
                          {s.format(v)}
                        </text>
                      )),
                    )}
                {!sparkline && (
                  <>
                    <AxisBottom
                      top={innerH}
                      scale={x}
                      stroke={AXIS_COLOUR}
                      tickStroke={AXIS_COLOUR}
                      tickLabelProps={tickStyle}
                      tickValues={categories.filter((_, i) => i % every === 0)}
                      tickFormat={(c) => shorten(String(c), Math.max(4, Math.floor((band * every) / 6)))}
                    />
                    <AxisLeft
                      scale={y}
                      stroke={AXIS_COLOUR}
                      tickStroke={AXIS_COLOUR}
                      numTicks={4}
                      tickFormat={(v) => (first ? first.format(Number(v)) : String(v))}
                      tickLabelProps={() => ({ ...tickStyle(), textAnchor: 'end', dx: -4, dy: 3 })}
                    />
                    {secondary.length > 0 && (
                      <AxisRight
                        left={innerW}
                        scale={y2}
                        stroke={AXIS_COLOUR}
                        tickStroke={AXIS_COLOUR}
                        numTicks={4}
                        tickFormat={(v) => secondary[0]!.format(Number(v))}
                        tickLabelProps={() => ({ ...tickStyle(), textAnchor: 'start', dx: 4, dy: 3 })}
                      />
                    )}
                  </>
                )}
              </Group>
            </svg>
            {tip.tooltipOpen && tip.tooltipData !== undefined && (
              <ChartTooltip
                left={tip.tooltipLeft ?? 0}
                top={tip.tooltipTop ?? 0}
                title={categories[tip.tooltipData] ?? ''}
                lines={series.map((s) => ({
                  label: s.name,
                  value: s.format(s.data[tip.tooltipData!] ?? 0),
                  colour: colourAt(series.indexOf(s)),
                }))}
              />
            )}
          </div>
        );
      }}
    </ChartFrame>
  );
}
