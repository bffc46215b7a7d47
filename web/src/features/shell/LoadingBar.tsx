import { makeStyles, ProgressBar } from '@fluentui/react-components';
import { useSyncExternalStore } from 'react';
import { type InFlightCounter, inFlight } from '../../app/apollo/inFlight.ts';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  // Always 2 px tall, so the page does not shift when calls start and end.
  slot: { height: '2px', flexShrink: 0 },
});

export interface LoadingBarProps {
  counter?: InFlightCounter;
}

/** The app-wide loading indicator of spec/1 §7: a thin bar above the page while any call is in flight. */
export function LoadingBar({ counter = inFlight }: LoadingBarProps) {
  const styles = useStyles();
  const t = useT();
  const busy = useSyncExternalStore(counter.subscribe, () => counter.get() > 0);
  return (
    <div className={styles.slot}>{busy && <ProgressBar thickness="medium" aria-label={t('shell.loading')} />}</div>
  );
}
