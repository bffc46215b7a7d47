import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useT } from '../i18n/useT.ts';

export type PasswordInputProps = Omit<InputProps, 'type' | 'contentAfter'>;

/** A password input with a show/hide toggle button (spec/1 §2.5). Use inside a Fluent Field. */
export function PasswordInput(props: PasswordInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
