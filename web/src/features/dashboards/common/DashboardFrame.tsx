import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { DashboardContext, type DashboardContextValue } from './DashboardContext.ts';
import { FilterBar } from './FilterBar.tsx';
import { FilterPopover } from './filter/FilterPopover.tsx';
import { filterSummary } from './dashboardFilter.ts';
import type { DashboardState } from './useDashboard.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface DashboardFrameProps {
  title: string;
  state: DashboardState;
  children: ReactNode;
}

/** The common layout of every dashboard: sticky filter bar over the widgets (spec/2 §2). */
export function DashboardFrame({ title, state, children }: DashboardFrameProps) {
  const styles = useStyles();
  const t = useT();
  const context: DashboardContextValue = state.context;
  // A role may open a dashboard yet view none of its widgets: say so rather than show a blank page.
  const nothingToShow = state.viewerKnown && !Object.values(context.permissions).some((p) => p.canView);
  return (
    <DashboardContext.Provider value={context}>
      <FilterBar
        title={title}
        filter={
          state.canFilter ? (
            <FilterPopover
              filter={state.filter}
              locations={context.locations}
              today={context.today}
              onApply={state.setFilter}
            />
          ) : null
        }
        canExport={state.canExport}
        exporting={context.exporter.exporting}
        progress={context.exporter.progress}
        onExportAll={() => state.exportAll(title)}
        onReloadAll={state.reloadAll}
        summary={filterSummary(state.filter, t, (id) => context.locations.find((l) => l.locationId === id)?.name)}
      />
      {nothingToShow ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('dashboards.noWidgets.title')}</MessageBarTitle>
            {t('dashboards.noWidgets.body')}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <div className={styles.body} key={state.widgetKey}>
          {children}
        </div>
      )}
    </DashboardContext.Provider>
  );
}
