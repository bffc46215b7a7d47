import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LANGUAGES, type LanguageCode } from '@marquee/core/messages/languages';
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';

export interface LanguageMenuProps {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Show the language's name next to the icon (sign-in pages). */
  showName?: boolean;
  /** Opens on mount: its button was pressed before its code was in (GuestLanguageMenu). */
  defaultOpen?: boolean;
}

/** English, Georgian or Spanish, each named in its own language. */
export function LanguageMenu({ value, onChange, showName = false, defaultOpen = false }: LanguageMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const current = LANGUAGES.find((l) => l.code === value);
  return (
    <Menu
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      checkedValues={{ language: [value] }}
      onCheckedValueChange={(_, d) => {
        const [code] = d.checkedItems;
        // A pick closes the menu: one choice is all there is to make.
        setOpen(false);
        if (code) onChange(code as LanguageCode);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* With the name shown, it is the button's name (WCAG 2.5.3: the visible text is in the name). */}
        <Tooltip content={t('shell.language')} relationship={showName ? 'description' : 'label'}>
          <Button appearance="subtle" icon={<LocalLanguageRegular />}>
            {showName ? current?.name : undefined}
          </Button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((l) => (
            <MenuItemRadio key={l.code} name="language" value={l.code} lang={l.code}>
              {l.name}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
