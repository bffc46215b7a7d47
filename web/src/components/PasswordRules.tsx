import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import { PASSWORD_RULES } from '@marquee/core/validation';
import { useId } from 'react';
import { useT } from '../i18n/useT.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  rule: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  met: { color: tokens.colorPaletteGreenForeground1 },
  unmet: { color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export interface PasswordRulesProps {
  /** The new password being typed. */
  password: string;
}

/** The new-password rules of core PASSWORD_RULES, each ticked live as it passes. */
export function PasswordRules({ password }: PasswordRulesProps) {
  const styles = useStyles();
  const t = useT();
  const titleId = useId();
  return (
    <div>
      <Text id={titleId} size={200} weight="semibold">
        {t('password.rulesTitle')}
      </Text>
      <ul className={styles.list} aria-labelledby={titleId}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={styles.rule} data-met={met}>
              {met ? (
                <CheckmarkCircle16Filled className={styles.met} aria-hidden />
              ) : (
                <Circle16Regular className={styles.unmet} aria-hidden />
              )}
              <Text size={200}>{t(rule.key)}</Text>
              <span className={styles.hidden}>({met ? t('password.ruleMet') : t('password.ruleUnmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
