import {
  Button,
  Card,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Tab,
  TabList,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { WIDGET_STAGGER_SECONDS } from '@marquee/core/dashboards/display';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { WidgetMenu } from './WidgetMenu.tsx';
import { WidgetTrend, type WidgetTrendProps } from './WidgetTrend.tsx';

const useStyles = makeStyles({
  card: {
    height: '100%',
    boxSizing: 'border-box',
    gap: tokens.spacingVerticalS,
    animationName: { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
    animationDuration: '0.3s',
    animationFillMode: 'both',
    animationTimingFunction: tokens.curveDecelerateMid,
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  titles: { flexGrow: 1, minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  info: { color: tokens.colorNeutralForeground3, minWidth: 'auto', padding: 0, height: 'auto' },
  subTitle: { color: tokens.colorNeutralForeground3 },
  headline: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  applied: { color: tokens.colorBrandForeground1, paddingBlock: tokens.spacingVerticalXS },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, textAlign: 'center' },
});

export interface WidgetTabOption {
  value: string;
  label: string;
}

export interface WidgetCardProps {
  title: string;
  /** Info tooltip text. */
  desc: string;
  subTitle?: string | null;
  /** Formatted headline value; null for widgets without one. */
  headline: string | null;
  /** Null hides the trend (date ranges 1, 16, 17, or none sent). */
  trend: WidgetTrendProps | null;
  tabs: readonly WidgetTabOption[];
  selectedTab: string;
  onTabChange: (tab: string) => void;
  /** The tabs show but cannot be switched (the filter names a date range). */
  tabsDisabled?: boolean;
  /** A location or frequency filter is active: the tabs read Filters Applied. */
  filtersApplied: boolean;
  loading: boolean;
  /** Position in the grid: the entrance is staggered by 0.1 s each. */
  index: number;
  /** Shows the menu (canUpdateAndExecute). */
  canUpdateAndExecute: boolean;
  onReload: () => void;
  onExport: () => void;
  exportDisabled: boolean;
  /** Local filters (location, resources, product). */
  tools?: ReactNode;
  /** The chart or table; nothing renders it while loading. */
  children?: ReactNode;
  empty?: boolean;
  className?: string;
}

/** The frame of every dashboard widget (spec/2 §2). */
export function WidgetCard(props: WidgetCardProps) {
  const styles = useStyles();
  const t = useT();
  const { title, tabs } = props;
  return (
    <Card
      className={mergeClasses(styles.card, props.className)}
      style={{ animationDelay: `${props.index * WIDGET_STAGGER_SECONDS}s` }}
      role="region"
      aria-label={title}
      aria-busy={props.loading}
    >
      <div className={styles.header}>
        <div className={styles.titles}>
          <div className={styles.title}>
            <Text weight="semibold">{title}</Text>
            {/* A label tooltip mounts only while shown: the info text is the icon's name. */}
            <Tooltip content={props.desc || t('dashboards.widget.info', { title })} relationship="label" withArrow>
              <Button appearance="transparent" size="small" className={styles.info} icon={<InfoRegular />} />
            </Tooltip>
          </div>
          {props.subTitle && (
            <Text size={200} className={styles.subTitle}>
              {props.subTitle}
            </Text>
          )}
        </div>
        {props.canUpdateAndExecute && (
          <WidgetMenu
            title={title}
            onExport={props.onExport}
            onReload={props.onReload}
            exportDisabled={props.exportDisabled}
          />
        )}
      </div>
      {props.filtersApplied ? (
        <Text size={200} className={styles.applied}>
          {t('dashboards.filtersApplied')}
        </Text>
      ) : (
        tabs.length > 0 && (
          <TabList
            size="small"
            selectedValue={props.selectedTab}
            disabled={props.tabsDisabled}
            onTabSelect={(_, d) => props.onTabChange(String(d.value))}
          >
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
        )
      )}
      {props.tools && <div className={styles.tools}>{props.tools}</div>}
      {props.loading ? (
        <Skeleton aria-label={t('dashboards.widget.loading', { title })}>
          <SkeletonItem size={32} style={{ width: '40%' }} />
          <SkeletonItem size={128} style={{ marginTop: tokens.spacingVerticalS }} />
        </Skeleton>
      ) : (
        <>
          {(props.headline !== null || props.trend) && (
            <div className={styles.headline}>
              {props.headline !== null && (
                <Text size={600} weight="semibold" data-testid="widget-value">
                  {props.headline}
                </Text>
              )}
              {props.trend && <WidgetTrend {...props.trend} />}
            </div>
          )}
          {props.empty ? <Text className={styles.empty}>{t('dashboards.widget.noData')}</Text> : props.children}
        </>
      )}
    </Card>
  );
}
