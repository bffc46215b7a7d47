import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import type { TrendType } from '../../../generated/graphql.ts';
import { useT } from '../../../i18n/useT.ts';

const useStyles = makeStyles({
  trend: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    fontSize: tokens.fontSizeBase200,
  },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  caption: { color: tokens.colorNeutralForeground3 },
});

export interface WidgetTrendProps {
  type: TrendType;
  /** Percentage of target, already formatted. */
  ofTarget: string;
  caption: string | null;
}

/** Up or down arrow, percentage of target and caption (spec/2 §2). */
export function WidgetTrend({ type, ofTarget, caption }: WidgetTrendProps) {
  const styles = useStyles();
  const t = useT();
  const up = type === 'UP';
  return (
    <span className={styles.trend} data-testid="widget-trend">
      <span
        className={up ? styles.up : styles.down}
        role="img"
        aria-label={t(up ? 'dashboards.trend.up' : 'dashboards.trend.down')}
      >
        {up ? <ArrowUpRegular /> : <ArrowDownRegular />}
      </span>
      <Text size={200} weight="semibold" className={up ? styles.up : styles.down}>
        {ofTarget}
      </Text>
      {caption && <span className={styles.caption}>{caption}</span>}
    </span>
  );
}
