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
  /** Percentage of target ('92 %') or signed change ('−0.6 %'), already formatted. */
  figure: string;
  caption: string | null;
}

/** Up or down arrow, percentage of target or signed change, and caption (spec/2 §2, issue 15). */
export function WidgetTrend({ type, figure, caption }: WidgetTrendProps) {
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
        {figure}
      </Text>
      {caption && <span className={styles.caption}>{caption}</span>}
    </span>
  );
}
