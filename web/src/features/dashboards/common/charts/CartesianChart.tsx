import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useTooltip } from '@visx/tooltip';
import { cutLabel, labelRoom, MAX_CATEGORY_LABEL } from '@marquee/core/dashboards/display';
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
  /** Axis labels (compact: $1.2M); `format` when absent. */
  axisFormat?: (value: number) => string;
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

const MARGIN = { top: 16, bottom: 32 };
/** Average width of a 10 px label character. */
const CHAR_PX = 6;
const tickStyle = () => ({ fill: LABEL_COLOUR, fontSize: 10, textAnchor: 'middle' as const });
const axisOf = (s: CartesianSeries | undefined) => (v: number) => (s ? (s.axisFormat ?? s.format)(v) : String(v));

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
  return (
    <ChartFrame height={height}>
      {(width) => {
        const primary = series.filter((s) => !s.secondary);
        const secondary = series.filter((s) => s.secondary);
        // Stacks are of the left-hand unit; unstacked, every bar stands in the group (each on its axis).
        const bars = series.filter((s) => s.kind === 'bar' && (!s.secondary || !stacked));
        const stackBars = bars.filter((s) => !s.secondary);
        const stackTotals = categories.map((_, i) =>
          stackBars.reduce((sum, s) => sum + Math.max(s.data[i] ?? 0, 0), 0),
        );
        const maxOf = (list: readonly CartesianSeries[]) =>
          Math.max(1, ...list.flatMap((s) => s.data.map((v) => v ?? 0)));
        const y = scaleLinear<number>({
          domain: [
            Math.min(0, ...primary.flatMap((s) => s.data)),
            stacked ? Math.max(1, ...stackTotals, maxOf(primary.filter((s) => s.kind !== 'bar'))) : maxOf(primary),
          ],
          nice: true,
        });
        const y2 = scaleLinear<number>({ domain: [0, maxOf(secondary)], nice: true });
        const leftFormat = axisOf(primary[0]);
        const rightFormat = axisOf(secondary[0]);
        // Axes as wide as their longest label, so large figures keep their '$' and first digits.
        const left = labelRoom(
          y.ticks(4).map((v) => leftFormat(v)),
          CHAR_PX,
        );
        const right = secondary.length
          ? labelRoom(
              y2.ticks(4).map((v) => rightFormat(v)),
              CHAR_PX,
            )
          : 16;
        const longest = Math.min(Math.max(0, ...categories.map((c) => c.length)), MAX_CATEGORY_LABEL);
        const roughStep = (width - left - right) / Math.max(categories.length, 1);
        // Names that do not fit side by side (locations, classes) are turned, not cut to 'FunZone Do…'.
        // Short labels (hours) are thinned instead: 24 turned labels read worse than every other one.
        const rotate = !sparkline && categories.length <= 31 && longest > 8 && longest * CHAR_PX > roughStep;
        const margin = sparkline
          ? { top: 4, right: 4, bottom: 4, left: 4 }
          : { top: MARGIN.top, right, bottom: rotate ? Math.ceil(longest * CHAR_PX * 0.72) + 14 : MARGIN.bottom, left };
        const innerW = Math.max(width - margin.left - margin.right, 10);
        const innerH = Math.max(height - margin.top - margin.bottom, 20);
        y.range([innerH, 0]);
        y2.range([innerH, 0]);
        const x = scaleBand({ domain: [...categories], range: [0, innerW], padding: 0.2 });
        const band = x.bandwidth();
        // Bars stay slim over few categories.
        const groupW = Math.min(stacked ? band : band / Math.max(bars.length, 1), 48);
        const groupOffset = (band - groupW * (stacked ? 1 : Math.max(bars.length, 1))) / 2;
        const cx = (i: number) => (x(categories[i]!) ?? 0) + band / 2;
        const scaleOf = (s: CartesianSeries) => (s.secondary ? y2 : y);
        const every = rotate
          ? Math.ceil(categories.length / Math.max(Math.floor(innerW / 14), 1))
          : Math.ceil(categories.length / Math.max(Math.floor(innerW / 60), 1));
        // One point has no line or area to draw: it is drawn as a point.
        const single = categories.length === 1;
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
                    const scale = scaleOf(s);
                    const top = scale(below + Math.max(v, 0));
                    const bottom = scale(below + Math.min(v, 0));
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
                {single &&
                  series
                    .filter((s) => s.kind !== 'bar' || (s.secondary && stacked))
                    .map((s) => (
                      <circle
                        key={`${s.name}-point`}
                        cx={cx(0)}
                        cy={scaleOf(s)(s.data[0] ?? 0)}
                        r={4}
                        fill={colourAt(series.indexOf(s))}
                      />
                    ))}
                {!single &&
                  series
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
                {!single &&
                  series
                    .filter((s) => s.kind === 'line' || (s.kind === 'bar' && s.secondary && stacked))
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
                      tickComponent={({ formattedValue, x: tx, y: ty }) => {
                        const full = String(formattedValue ?? '');
                        return (
                          <text
                            x={tx}
                            y={ty}
                            fontSize={10}
                            fill={LABEL_COLOUR}
                            textAnchor={rotate ? 'end' : 'middle'}
                            transform={rotate ? `rotate(-40 ${tx} ${ty})` : undefined}
                            dy={rotate ? 0 : 3}
                          >
                            <title>{full}</title>
                            {cutLabel(
                              full,
                              rotate ? MAX_CATEGORY_LABEL : Math.max(4, Math.floor((band * every) / CHAR_PX)),
                            )}
                          </text>
                        );
                      }}
                    />
                    <AxisLeft
                      scale={y}
                      stroke={AXIS_COLOUR}
                      tickStroke={AXIS_COLOUR}
                      numTicks={4}
                      tickFormat={(v) => leftFormat(Number(v))}
                      tickLabelProps={() => ({ ...tickStyle(), textAnchor: 'end', dx: -4, dy: 3 })}
                    />
                    {secondary.length > 0 && (
                      <AxisRight
                        left={innerW}
                        scale={y2}
                        stroke={AXIS_COLOUR}
                        tickStroke={AXIS_COLOUR}
                        numTicks={4}
                        tickFormat={(v) => rightFormat(Number(v))}
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
