import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { DashboardContext, type DashboardContextValue } from './DashboardContext.ts';
import { FilterBar } from './FilterBar.tsx';
import { FilterPopover } from './filter/FilterPopover.tsx';
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
  const context: DashboardContextValue = state.context;
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
      />
      <div className={styles.body} key={state.widgetKey}>
        {children}
      </div>
    </DashboardContext.Provider>
  );
}
