import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { colourAt } from './chartPalette.ts';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'center' },
  item: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    padding: tokens.spacingVerticalXXS,
  },
  dimmed: { opacity: 0.4, textDecorationLine: 'line-through' },
  swatch: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular },
});

export interface ChartLegendProps {
  labels: readonly string[];
  hidden: ReadonlySet<number>;
  /** Without it the legend is static. */
  onToggle?: (index: number) => void;
}

/** A legend whose items dim and hide their slice on click (spec/2 §2). */
export function ChartLegend({ labels, hidden, onToggle }: ChartLegendProps) {
  const styles = useStyles();
  return (
    <div className={styles.legend}>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          className={mergeClasses(styles.item, hidden.has(i) && styles.dimmed)}
          aria-pressed={!hidden.has(i)}
          onClick={() => onToggle?.(i)}
        >
          <span className={styles.swatch} style={{ backgroundColor: colourAt(i) }} />
          {label}
        </button>
      ))}
    </div>
  );
}
