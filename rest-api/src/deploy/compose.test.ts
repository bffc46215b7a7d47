/**
 * docker-compose.yml and the Dockerfile as an operator needs them; no container engine runs on the
 * project's machines, so the files are checked for what scaling out depends on (scripts/test.sh
 * also runs `docker-compose config -q` where Debian's docker-compose is installed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  build?: unknown;
  ports?: string[];
  healthcheck?: unknown;
  restart?: string;
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

describe('docker-compose.yml', () => {
  it('pins every image to a version', () => {
    for (const [name, service] of services) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
    }
  });

  it('gives every long-running service a health check and a restart policy', () => {
    for (const [name, service] of services) {
      expect(service.restart, name).toBeDefined();
      if (service.restart !== 'on-failure') expect(service.healthcheck, name).toBeDefined();
    }
  });

  it('scales the gateway and the REST API: no fixed host port, one balancer in front', () => {
    expect(compose.services.gateway?.ports).toBeUndefined();
    expect(compose.services['rest-api']?.ports).toBeUndefined();
    expect(compose.services.lb?.ports).toEqual(['4000:4000']);
    expect(compose.services.gateway?.environment).toMatchObject({ REDIS_URL: expect.any(String), TRUST_PROXY: 'true' });
  });

  it('runs the compiled services in production with the shared secrets', () => {
    for (const name of ['gateway', 'rest-api']) {
      expect(compose.services[name]?.environment?.NODE_ENV, name).toBe('production');
    }
    expect(compose.services['rest-api']?.environment).toMatchObject({
      PAY_LINK_SECRET: expect.any(String),
      INTEGRATIONS_SECRET_KEY: expect.any(String),
    });
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs as an unprivileged user with a health check, on compiled JavaScript', () => {
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^HEALTHCHECK /m);
    expect(final).toMatch(/^CMD \["node", .*dist\/main\.mjs"\]$/m);
    expect(final).not.toMatch(/tsx|pnpm install(?! --prod)/);
  });

  it('pins its base image', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-[\w-]+$/m);
  });
});
