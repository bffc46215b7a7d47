import type { ContactInput } from '@marquee/core/validation';
import { useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { FormSkeleton } from '../../../components/FormSkeleton.tsx';
import { useContactsQuery, useUpdateContactsMutation } from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { fieldTexts } from '../../../i18n/fieldTexts.ts';
import { useT } from '../../../i18n/useT.ts';
import { ContactsForm } from './ContactsForm.tsx';

export function ContactsContainer() {
  const t = useT();
  const notify = useNotify();
  const { data } = useContactsQuery();
  const [update, { loading: saving }] = useUpdateContactsMutation({
    context: { handledCodes: ['BAD_USER_INPUT'] },
    // `me` carries isProfileCompleted: refetching it closes the incomplete-profile modal.
    refetchQueries: ['Me', 'Contacts'],
    awaitRefetchQueries: true,
  });
  const [error, setError] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);

  if (!data) return <FormSkeleton rows={3} />;

  const save = async (contacts: ContactInput[]) => {
    setError(null);
    try {
      await update({ variables: { contacts } });
      setSaves((n) => n + 1);
      notify(t('profile.saved'));
    } catch (e) {
      const info = errorInfo(e);
      if (info.code === 'BAD_USER_INPUT') {
        setError(Object.values(fieldTexts(info, t))[0] ?? info.message ?? t('validation.fillRequired'));
      }
    }
  };

  return (
    <ContactsForm
      key={saves}
      contacts={data.contacts}
      contactTypes={data.contactTypes}
      saving={saving}
      error={error}
      onSave={save}
    />
  );
}
