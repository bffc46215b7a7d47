import { Dropdown, Label, makeStyles, Option, tokens } from '@fluentui/react-components';
import type { MasterClient } from '@marquee/core/identity';
import { useId } from 'react';
import { useT } from '../../i18n/useT.ts';

const SMALL = '@media (max-width: 600px)';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dropdown: { minWidth: '200px', [SMALL]: { minWidth: '0', width: '46vw' } },
  button: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  // On small screens the label is read out but not shown.
  label: {
    [SMALL]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export interface CustomerSelectorProps {
  clients: readonly MasterClient[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The master-client ('Customer') selector of the toolbar (spec/1 §2.6). */
export function CustomerSelector({ clients, selectedId, onSelect }: CustomerSelectorProps) {
  const styles = useStyles();
  const t = useT();
  const labelId = useId();
  const selected = clients.find((c) => c.masterClientId === selectedId);
  return (
    <div className={styles.root}>
      <Label id={labelId} className={styles.label}>
        {t('shell.customer')}
      </Label>
      <Dropdown
        aria-labelledby={labelId}
        className={styles.dropdown}
        button={{ className: styles.button }}
        value={selected?.masterClientName ?? ''}
        selectedOptions={selected ? [String(selected.masterClientId)] : []}
        onOptionSelect={(_, d) => {
          if (d.optionValue) onSelect(Number(d.optionValue));
        }}
      >
        {clients.map((c) => (
          <Option key={c.masterClientId} value={String(c.masterClientId)}>
            {c.masterClientName}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}
