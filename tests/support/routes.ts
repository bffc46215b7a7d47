/**
 * The routes of a ready Fastify app, read from `printRoutes({ commonPrefix: false })`: each line
 * of that tree is one path segment (appended to its parent's path) and the methods it serves.
 * Tests use it to fail when a route is added without being classified.
 */
/** The part of a Fastify app this reads (the tests package does not depend on fastify). */
interface RouteTree {
  printRoutes(options: { commonPrefix: boolean }): string;
}

export interface RestRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

export function routesOf(app: RouteTree): RestRoute[] {
  const stack: string[] = [];
  const out: RestRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, url });
    }
  }
  return out.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}
