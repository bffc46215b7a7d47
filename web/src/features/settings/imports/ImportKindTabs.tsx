import { Tab, TabList } from '@fluentui/react-components';
import type { ImportKind } from '@marquee/core/imports/kinds';
import { useT } from '../../../i18n/useT.ts';

export interface ImportKindTabsProps {
  /** The screen's kind. */
  kind: ImportKind;
  /** The kinds the user may import (ADD of each kind's area); the tabs show only these. */
  kinds: readonly ImportKind[];
  onKind: (kind: ImportKind) => void;
}

/** What to import: Sales, Guests, Products, each a sibling screen. Hidden when only one is allowed. */
export function ImportKindTabs({ kind, kinds, onKind }: ImportKindTabsProps) {
  const t = useT();
  if (kinds.length < 2) return null;
  return (
    <TabList
      aria-label={t('imports.kind')}
      selectedValue={kind}
      onTabSelect={(_e, data) => onKind(data.value as ImportKind)}
    >
      {kinds.map((k) => (
        <Tab key={k} value={k}>
          {t(`imports.kind.${k}`)}
        </Tab>
      ))}
    </TabList>
  );
}
