import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useT } from '../../i18n/useT.ts';

export interface DetailErrorProps {
  onBack: () => void;
}

/** The record of an edit URL could not be loaded (removed, another master client's, offline). */
export function DetailError({ onBack }: DetailErrorProps) {
  const t = useT();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('settings.notFound')}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onBack}>{t('settings.back')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
