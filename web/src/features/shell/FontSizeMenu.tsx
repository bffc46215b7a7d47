import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { TextFontSizeRegular } from '@fluentui/react-icons';
import { FONT_SCALES } from '@marquee/core/theme/fontScale';
import { useFormat } from '../../i18n/useFormat.ts';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';

export interface FontSizeMenuProps {
  value: number;
  onChange: (scale: number) => void;
}

/** 70 % to 130 % in 10 % steps (spec/1 §9), percentages in the chosen locale. */
export function FontSizeMenu({ value, onChange }: FontSizeMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const format = useFormat();
  return (
    <Menu
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      checkedValues={{ fontSize: [String(value)] }}
      onCheckedValueChange={(_, d) => {
        const [scale] = d.checkedItems;
        // A pick closes the menu: one choice is all there is to make.
        setOpen(false);
        if (scale) onChange(Number(scale));
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('shell.fontSizeValue', { value: format.percent(value) })} relationship="label">
          <Button appearance="subtle" icon={<TextFontSizeRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FONT_SCALES.map((s) => (
            <MenuItemRadio key={s} name="fontSize" value={String(s)}>
              {format.percent(s)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
