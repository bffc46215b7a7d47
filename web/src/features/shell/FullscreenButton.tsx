import { Button, Tooltip } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { useNotify } from '../../hooks/useNotify.tsx';
import { useT } from '../../i18n/useT.ts';
import { useFullscreen } from './useFullscreen.ts';

/** The toolbar's fullscreen toggle; says so when the browser refuses. */
export function FullscreenButton() {
  const t = useT();
  const notify = useNotify();
  const refused = useCallback(() => notify(t('shell.fullscreenRefused'), 'warning'), [notify, t]);
  const { active, toggle } = useFullscreen(refused);
  const label = t(active ? 'shell.exitFullscreen' : 'shell.fullscreen');
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        aria-pressed={active}
        icon={active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
