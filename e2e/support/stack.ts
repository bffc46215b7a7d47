/** Where the stack started by playwright.config.ts listens (the REST API is on the next port). */
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
export const restUrl = `http://127.0.0.1:${port + 1}`;
