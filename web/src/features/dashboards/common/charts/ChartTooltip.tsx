import { makeStyles, tokens } from '@fluentui/react-components';
import { TooltipWithBounds } from '@visx/tooltip';

const useStyles = makeStyles({
  tip: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    pointerEvents: 'none',
  },
  title: { fontWeight: tokens.fontWeightSemibold },
});

export interface ChartTooltipProps {
  left: number;
  top: number;
  title: string;
  lines: { label: string; value: string; colour?: string }[];
}

/** The hover tooltip of every chart. */
export function ChartTooltip({ left, top, title, lines }: ChartTooltipProps) {
  const styles = useStyles();
  return (
    <TooltipWithBounds left={left} top={top} unstyled applyPositionStyle className={styles.tip}>
      <div className={styles.title}>{title}</div>
      {lines.map((line) => (
        <div key={line.label}>
          {line.colour && <span style={{ color: line.colour }}>● </span>}
          {line.label}: {line.value}
        </div>
      ))}
    </TooltipWithBounds>
  );
}
