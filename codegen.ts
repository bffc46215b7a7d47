import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/**/*.graphql) feeds both the gateway's resolver types and the web's hooks.
const noCheck = {
  add: {
    content:
      '// @ts-nocheck — generated; the react-apollo plugin emits suspense overloads that do not type-check on Apollo Client 4.',
  },
};

const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GatewayContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        maybeValue: 'T | null | undefined',
        // A dashboard field resolves to its filter; each widget field then makes its own call.
        mappers: {
          OwnersBoxDashboard: '../modules/dashboards/parent.ts#DashboardParent',
          OperationalEfficiencyDashboard: '../modules/dashboards/parent.ts#DashboardParent',
          DriveRevenueDashboard: '../modules/dashboards/parent.ts#DashboardParent',
          GuestExperienceDashboard: '../modules/dashboards/parent.ts#DashboardParent',
        },
      },
    },
    'web/src/generated/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      plugins: [noCheck, 'typescript-operations', 'typescript-react-apollo'],
      config: {
        enumsAsTypes: true,
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        withHooks: true,
      },
    },
    // The typed example script for internal tools (examples/README.md): operation types only.
    'examples/src/generated/graphql.ts': {
      documents: ['examples/src/**/*.graphql'],
      plugins: ['typescript-operations'],
      config: { enumsAsTypes: true, skipTypename: true },
    },
  },
};

export default config;
