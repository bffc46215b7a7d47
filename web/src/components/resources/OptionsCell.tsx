import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';

export interface RowOption {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface OptionsCellProps {
  options: readonly RowOption[];
  /** Accessible name of the menu button. */
  label: string;
}

/** The options column type: a menu of row actions. */
export function OptionsCell({ options, label }: OptionsCellProps) {
  return (
    <Menu inline>
      <MenuTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={label}
          onClick={(e) => e.stopPropagation()}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {options.map((o) => (
            <MenuItem key={o.label} disabled={o.disabled} onClick={o.onSelect}>
              {o.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
