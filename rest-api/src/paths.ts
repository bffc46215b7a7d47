/**
 * The REST API's own folder, found from this file. It sits one level below the folder both in
 * the sources (src/paths.ts) and in the production bundle (dist/main.mjs), so the folders read at
 * run time (migrations) resolve the same way in both.
 */
import { fileURLToPath } from 'node:url';

export const REST_API_ROOT = fileURLToPath(new URL('../', import.meta.url));
