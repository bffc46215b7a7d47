import { Toaster } from '@fluentui/react-components';
import { TOAST_AUTO_HIDE_MS } from '@marquee/core/constants';
import { TOASTER_ID } from './toasterId.ts';

/** Toasts at the top centre, hidden after TOAST_AUTO_HIDE_MS (spec/1 §2.6). */
export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top" timeout={TOAST_AUTO_HIDE_MS} pauseOnHover />;
}
