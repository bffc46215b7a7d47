import { SEARCH_DEBOUNCE_MS } from '@marquee/core/constants';
import { TEMPLATES_MENU } from '@marquee/core/marketing/access';
import { useEffect, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import {
  type EmailSmsTemplateInput,
  EmailSmsTemplatesDocument,
  useCreateEmailSmsTemplateMutation,
  useEmailSmsTemplateQuery,
  useEmailTemplatePreviewQuery,
  useSendTestEmailMutation,
  useTemplateLookupsQuery,
  useUpdateEmailSmsTemplateMutation,
} from '../../../generated/graphql.ts';
import { useDebouncedCallback } from '../../../hooks/useDebouncedCallback.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { TemplateEditorPage } from './TemplateEditorPage.tsx';
import { emptyTemplate, type TemplateField, type TemplateValues, templateValues } from './templateForm.ts';

export interface TemplateEditorContainerProps {
  /** null for a new template. */
  id: number | null;
  locationCode: string;
  locationId: number | undefined;
  onSaved: (id: number) => void;
  onBack: () => void;
}

const BAD_INPUT = { context: { handledCodes: ['BAD_USER_INPUT'] } };

/** Loads or starts a template, previews the draft as it is typed, saves it and sends it as a test. */
export function TemplateEditorContainer({
  id,
  locationCode,
  locationId,
  onSaved,
  onBack,
}: TemplateEditorContainerProps) {
  const t = useT();
  const notify = useNotify();
  const server = useServerErrors();
  const permissions = usePermission(TEMPLATES_MENU);
  const loaded = useEmailSmsTemplateQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const lookups = useTemplateLookupsQuery({ variables: { locationCode } });
  const [draft, setDraft] = useState<TemplateValues | undefined>();
  const [version, setVersion] = useState<number | undefined>();
  const [previewInput, setPreviewInput] = useState<EmailSmsTemplateInput | undefined>();
  const [testEmail, setTestEmail] = useState('');
  const [testEmailError, setTestEmailError] = useState<string | undefined>();
  const refetch = { refetchQueries: [EmailSmsTemplatesDocument], ...BAD_INPUT };
  const [create, created] = useCreateEmailSmsTemplateMutation(refetch);
  const [update, updated] = useUpdateEmailSmsTemplateMutation(refetch);
  const [sendTest, sent] = useSendTestEmailMutation(BAD_INPUT);
  const preview = useEmailTemplatePreviewQuery({
    variables: { input: previewInput! },
    skip: previewInput === undefined,
    ...BAD_INPUT,
  });
  const schedulePreview = useDebouncedCallback(setPreviewInput, SEARCH_DEBOUNCE_MS);
  const template = loaded.data?.emailSmsTemplate;

  useEffect(() => {
    const start = template
      ? templateValues(template)
      : id === null && locationId
        ? emptyTemplate(locationId)
        : undefined;
    if (!start) return;
    setDraft(start);
    setVersion(template?.version);
    setPreviewInput(start);
  }, [template, id, locationId]);

  const previewError = preview.error ? errorInfo(preview.error) : undefined;
  const previewProblem = previewError
    ? (Object.values(previewError.fields)[0] ?? previewError.message ?? t('error.generic'))
    : null;
  const input = (): EmailSmsTemplateInput | undefined => draft && { ...draft, ...(id === null ? {} : { id, version }) };

  return (
    <TemplateEditorPage
      isNew={id === null}
      values={draft}
      errors={server.errors as Partial<Record<TemplateField, string>>}
      timeTypes={lookups.data?.emailTemplateTimeTypes ?? []}
      languages={lookups.data?.enabledLanguages ?? []}
      variables={lookups.data?.emailTemplateVariables ?? []}
      preview={preview.data?.emailTemplatePreview}
      previewProblem={previewInput?.body.trim() ? previewProblem : null}
      canSave={id === null ? permissions.canAdd : permissions.canUpdateAndExecute}
      saving={created.loading || updated.loading}
      canSendTest={permissions.canUpdateAndExecute}
      testEmail={testEmail}
      testEmailError={testEmailError}
      sending={sent.loading}
      onChange={(field, value) => {
        server.clear(field);
        const next = draft && { ...draft, [field]: value };
        setDraft(next);
        if (next) schedulePreview(next);
      }}
      onBack={onBack}
      onSave={async () => {
        const values = input();
        if (!values) return;
        try {
          if (id === null) {
            const res = await create({ variables: { input: values } });
            if (res.data) onSaved(res.data.createEmailSmsTemplate.id);
          } else {
            const res = await update({ variables: { input: values } });
            if (res.data) setVersion(res.data.updateEmailSmsTemplate.version);
          }
          notify(t('marketing.template.saved'));
        } catch (e) {
          const info = errorInfo(e);
          if (info.code === 'BAD_USER_INPUT') server.set(info);
        }
      }}
      onTestEmail={(email) => {
        setTestEmailError(undefined);
        setTestEmail(email);
      }}
      onSendTest={async () => {
        const values = input();
        if (!values) return;
        try {
          const res = await sendTest({ variables: { input: values, email: testEmail.trim() } });
          if (res.data) notify(res.data.sendTestEmail.message);
        } catch (e) {
          const info = errorInfo(e);
          if (info.code !== 'BAD_USER_INPUT') return;
          setTestEmailError(info.fields.email);
          server.set({ fields: { ...info.fields }, fieldKeys: info.fieldKeys });
          if (!info.fields.email && Object.keys(info.fields).length === 0)
            notify(info.message ?? t('error.generic'), 'error');
        }
      }}
    />
  );
}
