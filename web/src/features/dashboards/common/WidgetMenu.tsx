import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular, MoreVerticalRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/useT.ts';

export interface WidgetMenuProps {
  title: string;
  onExport: () => void;
  onReload: () => void;
  /** An export is already running (one at a time). */
  exportDisabled: boolean;
}

/** Export to Excel and Reload of one widget. */
export function WidgetMenu({ title, onExport, onReload, exportDisabled }: WidgetMenuProps) {
  const t = useT();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="small"
          icon={<MoreVerticalRegular />}
          aria-label={t('dashboards.widget.actions', { title })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowDownloadRegular />} onClick={onExport} disabled={exportDisabled}>
            {t('dashboards.exportExcel')}
          </MenuItem>
          <MenuItem icon={<ArrowClockwiseRegular />} onClick={onReload}>
            {t('dashboards.reload')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
