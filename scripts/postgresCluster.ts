/**
 * A throwaway PostgreSQL cluster for the suites: Debian's binaries (`/usr/lib/postgresql/<version>/bin`),
 * a cluster made by initdb in a folder of its own under the system's temp folder, listening on
 * 127.0.0.1 only, on a port free just now, with its socket in that folder. It trusts local
 * connections (replication too) and keeps nothing worth an fsync. Stopping it removes the folder.
 *
 * PostgreSQL will not run as root: as root, the tools run as the `postgres` user (`runuser`), which
 * then owns the folder. `npm test` starts one cluster for its PostgreSQL suites (scripts/test-all.ts);
 * the tests that stop a PostgreSQL or run a standby start their own (server/outage.test.ts,
 * server/replica.test.ts).
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server/testServerEnv';

const run = promisify(execFile);

/** The newest of Debian's PostgreSQL versions installed, its binaries' folder; undefined when none is. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Why a cluster cannot be started here, or undefined when it can. */
export function noPostgres(): string | undefined {
  if (!postgresBin()) return 'PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/pg_ctl)';
  if (asRoot && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0)
    return 'running as root and there is no postgres user to run PostgreSQL as';
  return undefined;
}

/** The role every cluster here is made with: its superuser, trusted from 127.0.0.1. */
export const CLUSTER_USER = 'forecourt';

/** One of PostgreSQL's tools, as the postgres user when run as root. */
async function tool(name: string, args: string[]): Promise<string> {
  const bin = postgresBin();
  if (!bin) throw new Error(noPostgres());
  const command = join(bin, name);
  const { stdout } = asRoot
    ? await run('runuser', ['-u', 'postgres', '--', command, ...args], { maxBuffer: 16 << 20 })
    : await run(command, args, { maxBuffer: 16 << 20 });
  return stdout;
}

/** A folder of the cluster's own, which the postgres user may write when run as root. */
function newFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(folder, Number(ids), Number(group));
  }
  return folder;
}

export interface ClusterOptions {
  /** Server settings beyond the defaults here (`-c name=value`). */
  settings?: Record<string, string | number>;
  /** The folder's name starts so, under the system's temp folder. */
  prefix?: string;
}

export interface Cluster {
  port: number;
  /** The folder holding the cluster's files (`data/`), its socket and its log. */
  folder: string;
  /** A connection string to one of its databases (default `postgres`) as CLUSTER_USER. */
  url(database?: string): string;
  /** Starts it again after a stop, on the same port. */
  start(): Promise<void>;
  /** Stops it: `fast` ends connections cleanly, `immediate` as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  remove(): Promise<void>;
}

/** Settings for a cluster that only tests use: nothing waits for the disk. */
const throwaway = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 200 };

function clusterAt(folder: string, port: number, settings: Record<string, string | number>): Cluster {
  const data = join(folder, 'data');
  const options = Object.entries({
    listen_addresses: '127.0.0.1',
    port,
    unix_socket_directories: folder,
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  let running = false;
  const cluster: Cluster = {
    port,
    folder,
    url: (database = 'postgres') => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`,
    async start() {
      await tool('pg_ctl', ['-D', data, '-w', '-t', '120', '-l', join(folder, 'log'), '-o', options, 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', data, '-w', '-t', '120', '-m', mode, 'stop']);
      running = false;
    },
    async remove() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** Starts on a free port, trying another should one be taken between finding it and binding it. */
async function startOnFreePort(make: (port: number) => Cluster): Promise<Cluster> {
  for (let attempt = 1; ; attempt++) {
    const cluster = make(await freePort());
    try {
      await cluster.start();
      return cluster;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** A new cluster, started: initdb (UTF-8, C locale, CLUSTER_USER trusted), then pg_ctl start. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const folder = newFolder(options.prefix ?? 'forecourt-pg-');
  try {
    await tool('initdb', [
      '-D',
      join(folder, 'data'),
      '-U',
      CLUSTER_USER,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    return await startOnFreePort((port) => clusterAt(folder, port, { ...throwaway, ...options.settings }));
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A hot standby of `primary`, started: pg_basebackup with `-R` (it follows the primary by streaming
 * replication from the moment it starts), on a port of its own. The primary needs wal senders (the
 * default) and trusts replication from 127.0.0.1 (startCluster's clusters do).
 */
export async function startStandby(primary: Cluster, options: ClusterOptions = {}): Promise<Cluster> {
  const folder = newFolder(options.prefix ?? 'forecourt-pg-standby-');
  try {
    await tool('pg_basebackup', [
      '-D',
      join(folder, 'data'),
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      CLUSTER_USER,
      '-X',
      'stream',
      '-R',
      '--no-sync',
    ]);
    return await startOnFreePort((port) =>
      clusterAt(folder, port, { ...throwaway, hot_standby: 'on', ...options.settings }),
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `tsx scripts/postgresCluster.ts`: starts a cluster, prints its TEST_DATABASE_URL, and removes it on
 * Ctrl-C, for running a PostgreSQL suite by hand (`TEST_DATABASE_URL=… npx vitest run --project server`).
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster();
  console.log(`TEST_DATABASE_URL=${cluster.url()}`);
  // Kept running until a signal comes.
  const alive = setInterval(() => undefined, 60_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cluster.remove().finally(() => clearInterval(alive)));
}
