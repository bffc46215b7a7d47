import { Button, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';

export interface AsyncCellProps {
  /** Loads the value when the person asks for it. */
  load: () => Promise<string>;
  /** Accessible name of the Show button, e.g. the row's name. */
  label: string;
}

/** The async column type: a 'Show' button loads the value. */
export function AsyncCell({ load, label }: AsyncCellProps) {
  const t = useT();
  const [state, setState] = useState<{ kind: 'idle' | 'loading' } | { kind: 'done'; value: string }>({
    kind: 'idle',
  });
  if (state.kind === 'done') return <span>{state.value}</span>;
  if (state.kind === 'loading') return <Spinner size="extra-tiny" aria-label={t('common.loading')} />;
  const show = async (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'done', value: await load() });
    } catch {
      setState({ kind: 'idle' });
    }
  };
  return (
    <Button size="small" appearance="subtle" onClick={show} aria-label={`${t('common.show')} ${label}`}>
      {t('common.show')}
    </Button>
  );
}
