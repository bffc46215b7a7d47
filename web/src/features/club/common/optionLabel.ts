import type { MessageKey } from '@marquee/core/messages/en';
import { useT } from '../../../i18n/useT.ts';

/** The label of a fixed choice (offering type, deposit type, cut type …) in the person's language. */
export function useOptionLabel(): (value: string) => string {
  const t = useT();
  return (value) => t(`club.option.${value}` as MessageKey);
}
