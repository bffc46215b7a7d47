import { API_TOKENS_INDEX } from '@marquee/core/settings/apiTokens';
import { useMemo, useState } from 'react';
import { errorInfo } from '../../../app/apollo/errorInfo.ts';
import { useMe } from '../../../app/viewer/useMe.ts';
import { useTenancy } from '../../../app/tenancy/useTenancy.ts';
import {
  ApiTokensDocument,
  type PermissionFlag,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../hooks/useNotify.tsx';
import { usePermission } from '../../../hooks/usePermission.ts';
import { useServerErrors } from '../../../hooks/useServerErrors.ts';
import { useT } from '../../../i18n/useT.ts';
import { ApiTokensPage } from './ApiTokensPage.tsx';
import type { NewToken } from './apiTokenTypes.ts';
import { CreateTokenDialog } from './CreateTokenDialog.tsx';
import { FLAG_ENUM, grantableModules } from './grantable.ts';
import { SecretDialog } from './SecretDialog.tsx';

const refetch = { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true };
const DAY_MS = 86_400_000;

/** Settings → API tokens: the list, the create form and the secret shown once. */
export function ApiTokensContainer() {
  const t = useT();
  const notify = useNotify();
  const me = useMe();
  const { selectedId } = useTenancy();
  const permissions = usePermission(API_TOKENS_INDEX);
  const { data, loading, error } = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [create, created] = useCreateApiTokenMutation(refetch);
  const [revoke] = useRevokeApiTokenMutation(refetch);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const server = useServerErrors();
  const modules = useMemo(
    () =>
      me
        ? grantableModules({ permissionBits: me.permissionBits, permissionChunkLength: me.permissionChunkLength })
        : [],
    [me],
  );
  const masterClientName =
    data?.masterClients.find((c) => c.masterClientId === selectedId)?.masterClientName ?? String(selectedId ?? '');

  const onSubmit = async (input: NewToken) => {
    server.set({});
    try {
      const res = await create({
        variables: {
          input: {
            name: input.name,
            grants: input.grants.map((g) => ({
              module: g.module,
              flags: g.flags.map((f) => FLAG_ENUM[f] as PermissionFlag),
            })),
            expiresAt: input.days === null ? null : new Date(Date.now() + input.days * DAY_MS).toISOString(),
          },
        },
      });
      setCreating(false);
      setSecret(res.data?.createApiToken.token ?? null);
    } catch (e) {
      const info = errorInfo(e);
      server.set(info);
      if (Object.keys(info.fields).length === 0) notify(info.message ?? t('apiTokens.loadError'), 'error');
    }
  };

  return (
    <>
      <ApiTokensPage
        rows={data?.apiTokens}
        loading={loading}
        failed={error !== undefined && !data}
        permissions={permissions}
        onCreate={() => {
          server.set({});
          setCreating(true);
        }}
        onRevoke={async (row) => {
          try {
            await revoke({ variables: { id: row.id } });
            notify(t('apiTokens.revoked'));
          } catch (e) {
            notify(errorInfo(e).message ?? t('apiTokens.loadError'), 'error');
          }
        }}
      />
      {creating ? (
        <CreateTokenDialog
          open
          masterClientName={masterClientName}
          modules={modules}
          busy={created.loading}
          errors={server.errors}
          onCancel={() => setCreating(false)}
          onSubmit={onSubmit}
        />
      ) : null}
      <SecretDialog token={secret} onDone={() => setSecret(null)} />
    </>
  );
}
