import { message as englishMessage } from '@marquee/core/messages/en';
import { REGULAR_PRODUCT_PATH, matchPath } from '@marquee/core/routes';
import { RESOURCE_SCREENS, removeConfirmKey, removedKey } from '@marquee/core/resources/screens';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/resources/ConfirmDialog.tsx';
import { LeaveDialog } from '../../../components/resources/LeaveDialog.tsx';
import type { ResourceRow } from '../../../components/resources/resourceScreenConfig.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useUnsavedGuard } from '../../../hooks/useUnsavedGuard.ts';
import { useT } from '../../../i18n/useT.ts';
import { PRODUCTS_SCREEN } from './productsConfig.tsx';

const LIST = RESOURCE_SCREENS.products.path;

/**
 * /product-management/regular-products/:productId/:productHandle? (spec/3 §2): one product's
 * editor opened directly, the handle only for reading. Save, Back and Remove go to the products list.
 */
export function RegularProductScreen() {
  const t = useT();
  const notify = useNotify();
  const [path, navigate] = useLocation();
  const id = Number(matchPath(REGULAR_PRODUCT_PATH, path)?.productId);
  const permissions = usePermission(RESOURCE_SCREENS.products.actions);
  const remove = PRODUCTS_SCREEN.useRemove();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<ResourceRow | null>(null);
  const [removing, setRemoving] = useState(false);
  const guard = useUnsavedGuard(dirty, (to) => {
    setDirty(false);
    navigate(to);
  });
  const toList = () => navigate(LIST);

  const confirmRemove = async () => {
    if (!pending) return;
    setRemoving(true);
    try {
      const { removed, message } = await remove([pending]);
      const key = removedKey('products', removed);
      notify(message && message !== englishMessage(key) ? message : t(key));
      setDirty(false);
      toList();
    } catch {
      // The shared error reaction has shown the server's message.
    } finally {
      setRemoving(false);
      setPending(null);
    }
  };

  return (
    <>
      {PRODUCTS_SCREEN.editor({
        id: Number.isInteger(id) && id > 0 ? id : -1,
        open: true,
        permissions,
        onClose: (changed) => {
          if (changed) {
            setDirty(false);
            toList();
          } else guard.confirm(toList);
        },
        onRemove: setPending,
        onDirty: setDirty,
      })}
      <ConfirmDialog
        open={pending !== null}
        text={t(removeConfirmKey(1))}
        busy={removing}
        onNo={() => setPending(null)}
        onYes={confirmRemove}
      />
      {guard.asking && <LeaveDialog open onStay={guard.stay} onLeave={guard.leave} />}
    </>
  );
}
