import { LIABILITIES_CUTOUT_PERCENT } from '@marquee/core/dashboards/display';
import { Group } from '@visx/group';
import { scaleSqrt } from '@visx/scale';
import { Arc, Pie } from '@visx/shape';
import { useTooltip } from '@visx/tooltip';
import { useState } from 'react';
import { ChartFrame } from './ChartFrame.tsx';
import { ChartLegend } from './ChartLegend.tsx';
import { ChartTooltip } from './ChartTooltip.tsx';
import { colourAt } from './chartPalette.ts';

export interface RadialChartProps {
  kind: 'pie' | 'doughnut' | 'polar';
  labels: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
  /** Legend items toggle their slice (payments received). */
  toggleLegend?: boolean;
  height?: number;
  label: string;
}

interface Slice {
  index: number;
  value: number;
}

/**
 * Pie, doughnut (negatives transparent, 80 % cutout) and polar-area charts. A polar chart gives
 * each label an equal angle and a radius by its value.
 */
export function RadialChart({ kind, labels, values, format, toggleLegend, height = 200, label }: RadialChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const tip = useTooltip<number>();
  const toggle = (i: number) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const slices: Slice[] = values.map((value, index) => ({ index, value })).filter((s) => !hidden.has(s.index));
  const show = (index: number, left: number, top: number) =>
    tip.showTooltip({ tooltipData: index, tooltipLeft: left, tooltipTop: top });
  return (
    <div>
      <ChartFrame height={height}>
        {(width) => {
          const radius = Math.min(width, height) / 2 - 4;
          const cx = width / 2;
          const cy = height / 2;
          const maxValue = Math.max(1, ...slices.map((s) => Math.abs(s.value)));
          const r = scaleSqrt({ domain: [0, maxValue], range: [0, radius] });
          const step = (2 * Math.PI) / Math.max(slices.length, 1);
          return (
            <div style={{ position: 'relative' }}>
              <svg
                width={width}
                height={height}
                role="img"
                aria-label={label}
                onMouseMove={(e) => {
                  const index = (e.target as Element).getAttribute('data-index');
                  if (index === null) tip.hideTooltip();
                  else show(Number(index), e.nativeEvent.offsetX, e.nativeEvent.offsetY);
                }}
                onMouseLeave={tip.hideTooltip}
              >
                <Group left={cx} top={cy}>
                  {kind === 'polar' ? (
                    slices.map((s, i) => (
                      <Arc
                        key={s.index}
                        role="img"
                        aria-label={`${labels[s.index] ?? ''}: ${format(s.value)}`}
                        startAngle={i * step}
                        endAngle={(i + 1) * step}
                        innerRadius={0}
                        outerRadius={r(Math.max(s.value, 0))}
                        fill={colourAt(s.index)}
                        fillOpacity={0.75}
                        stroke="var(--colorNeutralBackground1)"
                        data-index={s.index}
                      />
                    ))
                  ) : (
                    <Pie<Slice>
                      data={slices}
                      pieValue={(s) => Math.abs(s.value)}
                      pieSort={null}
                      outerRadius={radius}
                      innerRadius={kind === 'doughnut' ? (radius * LIABILITIES_CUTOUT_PERCENT) / 100 : 0}
                      padAngle={0.01}
                    >
                      {(pie) =>
                        pie.arcs.map((arc) => (
                          <path
                            key={arc.data.index}
                            d={pie.path(arc) ?? ''}
                            // Negative liabilities keep their place but are drawn transparent.
                            fill={arc.data.value < 0 ? 'transparent' : colourAt(arc.data.index)}
                            stroke={arc.data.value < 0 ? colourAt(arc.data.index) : 'none'}
                            strokeDasharray={arc.data.value < 0 ? '3 3' : undefined}
                            data-index={arc.data.index}
                          />
                        ))
                      }
                    </Pie>
                  )}
                </Group>
              </svg>
              {tip.tooltipOpen && tip.tooltipData !== undefined && (
                <ChartTooltip
                  left={tip.tooltipLeft ?? 0}
                  top={tip.tooltipTop ?? 0}
                  title={labels[tip.tooltipData] ?? ''}
                  lines={[
                    {
                      label: labels[tip.tooltipData] ?? '',
                      value: format(values[tip.tooltipData] ?? 0),
                      colour: colourAt(tip.tooltipData),
                    },
                  ]}
                />
              )}
            </div>
          );
        }}
      </ChartFrame>
      <ChartLegend labels={labels} hidden={hidden} onToggle={toggleLegend ? toggle : undefined} />
    </div>
  );
}
