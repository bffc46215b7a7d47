import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

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
    rollupOptions: {
      input: { main: `${import.meta.dirname}/index.html`, graphiql: `${import.meta.dirname}/graphiql.html` },
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
