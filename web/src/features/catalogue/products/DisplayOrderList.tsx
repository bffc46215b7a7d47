import { Button, makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { moveItem } from './moveItem.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'grab',
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  position: { color: tokens.colorNeutralForeground3, minWidth: '2ch', textAlign: 'end' },
  live: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
});

/** A product in the order being arranged. */
export interface OrderItem {
  id: number;
  name: string;
}

export interface DisplayOrderListProps {
  /** Accessible name of the list (the category and location it orders). */
  label: string;
  items: readonly OrderItem[];
  /** The whole new order, after a drag, a key press or a button. */
  onChange: (items: OrderItem[]) => void;
  readOnly?: boolean;
}

/**
 * Products of one category at one location in their display order: drag a row, or focus it and
 * its handle and press Alt+Arrow Up / Alt+Arrow Down, or use its move buttons. Each move is announced, so a
 * screen reader user knows where the product went. Props only: saving is the container's.
 */
export function DisplayOrderList({ label, items, onChange, readOnly = false }: DisplayOrderListProps) {
  const styles = useStyles();
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());

  const move = (from: number, to: number, focus: boolean) => {
    if (readOnly || to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    const moved = items[from];
    onChange(next);
    if (!moved) return;
    setSaid(t('products.displayOrder.moved', { name: moved.name, position: to + 1, count: items.length }));
    // The row keeps the focus as it moves, so repeated key presses keep moving the same product.
    if (focus) requestAnimationFrame(() => handles.current.get(moved.id)?.focus());
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(index, e.key === 'ArrowUp' ? index - 1 : index + 1, true);
  };

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={mergeClasses(styles.item, over === index && dragging !== index && styles.over)}
            aria-label={item.name}
            draggable={!readOnly}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(item.id));
              setDragging(index);
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((o) => (o === index ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index, false);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            {readOnly ? (
              <ReOrderDotsVerticalRegular aria-hidden="true" />
            ) : (
              <Button
                ref={(el: HTMLButtonElement | null) => {
                  if (el) handles.current.set(item.id, el);
                  else handles.current.delete(item.id);
                }}
                size="small"
                appearance="subtle"
                icon={<ReOrderDotsVerticalRegular />}
                aria-label={t('products.displayOrder.handle', { name: item.name })}
                aria-description={t('products.displayOrder.keys')}
                onKeyDown={(e) => onKey(e, index)}
              />
            )}
            <Text className={styles.position} aria-hidden="true">
              {index + 1}
            </Text>
            <Text className={styles.name}>{item.name}</Text>
            {!readOnly && (
              <>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowUpRegular />}
                  disabled={index === 0}
                  aria-label={t('products.displayOrder.moveUp', { name: item.name })}
                  onClick={() => move(index, index - 1, false)}
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowDownRegular />}
                  disabled={index === items.length - 1}
                  aria-label={t('products.displayOrder.moveDown', { name: item.name })}
                  onClick={() => move(index, index + 1, false)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.live} aria-live="polite">
        {said}
      </div>
    </>
  );
}
