/**
 * The production build as a visitor meets it: `vite preview` of dist/ with the contract's paths
 * proxied to a Prism mock, both on ports of the caller's choosing (so several runs can share a
 * machine). Used by the budgets and the benchmarks.
 */
import { spawn } from 'node:child_process';
import { waitForUrl } from './processes';

export interface Preview {
  /** The app's origin, e.g. http://127.0.0.1:4321 */
  origin: string;
  mockOrigin: string;
  stop: () => void;
}

/** A port from the environment variable `name`, else `fallback`. */
export const portFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export async function startPreview({ mockPort, appPort }: { mockPort: number; appPort: number }): Promise<Preview> {
  const mockOrigin = `http://127.0.0.1:${mockPort}`;
  const origin = `http://127.0.0.1:${appPort}`;
  const servers = [
    spawn(
      'node_modules/.bin/prism',
      ['mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(mockPort)],
      {
        stdio: 'ignore',
      },
    ),
    spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], {
      stdio: 'ignore',
      env: { ...process.env, API_BASE_URL: mockOrigin },
    }),
  ];
  const stop = () => servers.forEach((server) => server.kill());
  process.on('exit', stop);
  try {
    await waitForUrl(mockOrigin, 90_000);
    await waitForUrl(origin, 90_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, mockOrigin, stop };
}
