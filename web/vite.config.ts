import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * Fluent's styling and the components of the sign-in page, which every page uses too: one chunk
 * instead of some forty small ones, so the first screen makes few requests.
 */
const FLUENT_FOUNDATION = new RegExp(
  String.raw`[\\/]node_modules[\\/](@griffel|stylis|rtl-css-js|@emotion[\\/]hash|@swc[\\/]helpers|@fluentui[\\/](tokens|` +
    'react-(utilities|shared-contexts|jsx-runtime|provider|theme|aria|motion|motion-components-preview|' +
    String.raw`button|text|label|field|input|link|spinner|toast|portal|context-selector)))[\\/]`,
);

export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  server: {
    proxy: {
      '/graphql': gateway,
      '/graphiql': gateway,
      '/health': gateway,
      '/ready': gateway,
      '/images': gateway,
      '/exports': gateway,
      '/imports': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphQL explorer (/graphiql) is a second page with its own bundle: the app never loads it.
    rolldownOptions: {
      input: { main: `${import.meta.dirname}/index.html`, graphiql: `${import.meta.dirname}/graphiql.html` },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'fluent', test: FLUENT_FOUNDATION, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Fluent components under jsdom are slow on small CI machines.
    testTimeout: 30_000,
  },
});
