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

export type WidgetTrendProps =
  | {
      type: TrendType;
      /** Percentage of target ('92 %') or signed change ('−0.6 %'), already formatted. */
      figure: string;
      caption: string | null;
    }
  | {
      /** Why there is no change to show ('no data before Oct 28'), already in the reader's language. */
      note: string;
    };

/**
 * Up or down arrow, percentage of target or signed change, and caption; or, when the compared
 * period begins before the venue's first data, a note saying so instead of a percentage.
 */
export function WidgetTrend(props: WidgetTrendProps) {
  const styles = useStyles();
  const t = useT();
  if ('note' in props) {
    return (
      <span className={styles.trend} data-testid="widget-trend">
        <span className={styles.caption}>{props.note}</span>
      </span>
    );
  }
  const { type, figure, caption } = props;
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
