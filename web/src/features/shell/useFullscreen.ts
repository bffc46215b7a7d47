import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/**
 * Full screen on and off. Browsers refuse it in frames without permission, on some phones, and
 * without a user gesture; `onRefused` is told so the person sees why nothing happened.
 */
export function useFullscreen(onRefused: () => void): { active: boolean; toggle: () => void } {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    const request = active
      ? document.exitFullscreen?.()
      : document.fullscreenEnabled
        ? document.documentElement.requestFullscreen?.()
        : undefined;
    if (!request) {
      onRefused();
      return;
    }
    request.catch(onRefused);
  }, [active, onRefused]);
  return { active, toggle };
}
