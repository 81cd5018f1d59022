// @vitest-environment node
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiProxy, untilListening } from './api-proxy';

describe('the API proxy', () => {
  it('forwards the contract paths to the reference server, or to API_BASE_URL', () => {
    expect(Object.keys(apiProxy({}))).toEqual([
      '^/api/',
      '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$',
    ]);
    expect(apiProxy({})['^/api/']?.target).toBe('http://127.0.0.1:4020');
    expect(apiProxy({ API_BASE_URL: 'https://api.staging.example/' })['^/api/']?.target).toBe(
      'https://api.staging.example',
    );
  });

  it('holds requests until the API listens, then forwards them', async () => {
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));

    const ready = untilListening(`http://127.0.0.1:${port}`, { everyMs: 20 });
    let passed = false;
    const waiting = ready().then(() => (passed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(passed, 'forwarded before the API listens').toBe(false);

    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await waiting;
    expect(passed).toBe(true);
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after its time, so the proxy answers its error, and waits again on the next request', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));

    const ready = untilListening(`http://127.0.0.1:${port}`, { timeoutMs: 100, everyMs: 20 });
    const started = Date.now();
    await ready();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    const again = Date.now();
    await ready();
    expect(Date.now() - again).toBeGreaterThanOrEqual(100);
  });
});
