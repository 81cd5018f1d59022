/**
 * For the tests that run the reference server as `npm run server` does (server/main.ts in a process
 * of its own): starting it, and a browser-like client over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';

/** A server/main.ts process: what it has printed, and its end. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

/** Starts server/main.ts with this environment (testServerEnv's) and resolves once it says it is ready. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Forecourt reference server on')) resolve({ child, output: () => output, exited });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => reject(new Error(`The server stopped (${code ?? signal}):\n${output}`)));
  });
}

/** An answer as HttpBrowser reads it: the body parsed when it is JSON. */
export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** A browser-like client over HTTP: keeps the session cookie and sends the CSRF token, and `headers` with every call. */
export class HttpBrowser {
  private cookie = '';
  private csrfToken = '';

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...this.headers,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith('fc_session='));
    if (set) this.cookie = set.split(';')[0] ?? '';
    const text = await response.text();
    const json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    if (typeof json?.CsrfToken === 'string') this.csrfToken = json.CsrfToken;
    return { status: response.status, body: json, headers: response.headers };
  }
}
