import { ParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';

export interface ChartFrameProps {
  height: number;
  /** Draws the chart at the frame's width. */
  children: (width: number) => ReactNode;
}

/** A chart at the width of its card. */
export function ChartFrame({ height, children }: ChartFrameProps) {
  return (
    <div style={{ height, width: '100%' }}>
      <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? children(width) : null)}</ParentSize>
    </div>
  );
}
