import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DeleteRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT.ts';

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    marginTop: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'wrap',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
});

export interface SaveBarProps {
  /** The Save button's text ('Save', or 'Add' in a new-user dialog). */
  saveLabel: string;
  dirty: boolean;
  saving: boolean;
  /** canUpdateAndExecute (edit) or canAdd (new), plus any form rule that keeps Save off. */
  canSave: boolean;
  onSave: () => void;
  onBack: () => void;
  /** Shown when given (edit mode with canRemove). */
  onRemove?: () => void;
  /** A form the viewer may not change: no Save button at all rather than a grey one. */
  readOnly?: boolean;
}

/** The standard save bar of a form: Back, Remove, unsaved-changes note and Save. */
export function SaveBar({ saveLabel, dirty, saving, canSave, onSave, onBack, onRemove, readOnly }: SaveBarProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Button icon={<ArrowLeftRegular />} onClick={onBack}>
        {t('settings.back')}
      </Button>
      {onRemove && (
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          {t('settings.remove')}
        </Button>
      )}
      <span className={styles.spacer} />
      {dirty && !readOnly && <Text size={200}>{t('settings.unsaved')}</Text>}
      {!readOnly && (
        <Button
          appearance="primary"
          type="submit"
          onClick={onSave}
          disabled={!dirty || saving || !canSave}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {saveLabel}
        </Button>
      )}
    </div>
  );
}
