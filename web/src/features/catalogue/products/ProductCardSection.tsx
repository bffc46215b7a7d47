import { Switch } from '@fluentui/react-components';
import { MAX_CARD_CREDITS } from '@marquee/core/catalogue/product';
import { FormText } from '../../../components/resources/FormText.tsx';
import { useT } from '../../../i18n/useT.ts';
import { DigitsField } from './DigitsField.tsx';
import type { ProductSectionProps } from './productSectionProps.ts';

const CREDIT_DIGITS = String(MAX_CARD_CREDITS).length;

/** Game card details: the card's design, the credits on a new card, its bonus, VIP. */
export function ProductCardSection({ form, readOnly }: ProductSectionProps) {
  const t = useT();
  const card = form.values.gameCard;
  const set = (patch: Partial<typeof card>) => form.set('gameCard', { ...card, ...patch });
  const message = form.message('gameCardDetails');
  return (
    <>
      <FormText
        label={t('products.card.design')}
        required
        value={card.cardDesign}
        onChange={(cardDesign) => set({ cardDesign })}
        onBlur={() => form.blur('gameCardDetails')}
        message={message}
      />
      <DigitsField
        label={t('products.card.credits')}
        maxDigits={CREDIT_DIGITS}
        value={card.creditsOnCard}
        onChange={(creditsOnCard) => set({ creditsOnCard })}
      />
      <DigitsField
        label={t('products.card.bonus')}
        maxDigits={CREDIT_DIGITS}
        value={card.bonusCredits}
        onChange={(bonusCredits) => set({ bonusCredits })}
      />
      <Switch
        disabled={readOnly}
        label={t('products.card.vip')}
        checked={card.isVip}
        onChange={(_, d) => set({ isVip: d.checked })}
      />
    </>
  );
}
