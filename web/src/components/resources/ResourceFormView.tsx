import {
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageKey } from '@marquee/core/messages/en';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../../i18n/useT.ts';
import { PageHeading } from '../PageHeading.tsx';
import { FormReadOnlyContext } from './formReadOnly.ts';
import { type FormTabState, FormTabs } from './FormTabs.tsx';
import { NoticeDialog } from './NoticeDialog.tsx';
import { SaveBar, type SaveBarProps } from './SaveBar.tsx';

const useStyles = makeStyles({
  panel: {
    padding: tokens.spacingHorizontalXL,
    maxWidth: '860px',
    '@media (max-width: 599px)': { padding: tokens.spacingHorizontalM },
  },
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
  conflict: { marginBottom: tokens.spacingVerticalM },
});

export interface ResourceFormViewProps extends Omit<SaveBarProps, 'onSave'> {
  title: string;
  /** Omit the page heading (a dialog shows the title itself). */
  hideTitle?: boolean;
  tabs: readonly FormTabState[];
  tab: string;
  onTab: (id: string) => void;
  /** The selected tab's fields. */
  children: ReactNode;
  onSubmit: () => void;
  /** CONFLICT: the server's message, with Reload. */
  conflict: string | null;
  onReload: () => void;
  /** 'Please fill all the required fields' is open. */
  fillRequired: boolean;
  /** The notice's text where a rule has its own; 'Please fill all the required fields' when absent. */
  fillRequiredText?: MessageKey;
  onCloseFillRequired: () => void;
  /**
   * The viewer may look but not change (no update right, or no add right in new mode): the fields
   * are read-only, a note says so and there is no Save button.
   */
  readOnly?: boolean;
}

/** New and edit mode of the resource pattern: title, tabs, fields, conflict bar, save bar. Props only. */
export function ResourceFormView(props: ResourceFormViewProps) {
  const { title, hideTitle, tabs, tab, onTab, children, onSubmit, conflict, onReload } = props;
  const { fillRequired, fillRequiredText, onCloseFillRequired, readOnly = false, ...bar } = props;
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (bar.dirty && bar.canSave && !bar.saving && !readOnly) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {!hideTitle && <PageHeading>{title}</PageHeading>}
      {readOnly && (
        <MessageBar intent="info" className={styles.conflict}>
          <MessageBarBody>{t('resources.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {conflict && (
        <MessageBar intent="warning" className={styles.conflict}>
          <MessageBarBody>{conflict}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onReload}>{t('settings.reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {tabs.length > 1 || !hideTitle ? <FormTabs tabs={tabs} selected={tab} onSelect={onTab} idBase={id} /> : null}
      <Card className={styles.panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        <FormReadOnlyContext.Provider value={readOnly}>
          <div className={styles.fields}>{children}</div>
        </FormReadOnlyContext.Provider>
      </Card>
      <SaveBar
        saveLabel={bar.saveLabel}
        dirty={bar.dirty}
        saving={bar.saving}
        canSave={bar.canSave}
        onSave={() => undefined}
        onBack={bar.onBack}
        onRemove={bar.onRemove}
        readOnly={readOnly}
      />
      {/* Mounted only while open: a closed Dialog nested in a dialog's surface hides that dialog from assistive technology. */}
      {fillRequired && (
        <NoticeDialog open text={t(fillRequiredText ?? 'validation.fillRequired')} onClose={onCloseFillRequired} />
      )}
    </form>
  );
}
