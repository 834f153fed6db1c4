/**
 * Debian's nginx with the repository's nginx.conf (the one docker-compose.yml mounts), pointed at
 * instances on this machine: only the upstream addresses, the listening port and the log paths
 * change; every proxy rule (next upstream on error/502/503, overwritten X-Forwarded-For,
 * keepalive) is the file's own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** Lines of the access log: "METHOD URI STATUS UPSTREAM_ADDR UPSTREAM_STATUS". */
  accessLog(): string[];
  /** The last lines of nginx's error log (why it answered 502, say). */
  errorLog(lines?: number): string;
  close(): Promise<void>;
}

export async function startNginx(port: number, upstreamPorts: [number, number]): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-nginx-'));
  const log = path.join(dir, 'access.log');
  let conf = fs.readFileSync(path.join(repoRoot, 'nginx.conf'), 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`nginx.conf no longer contains ${String(from)}; update apps/api/scale/deploy/nginx.ts`);
    conf = next;
  };
  swap('server atelier-1:3000', `server 127.0.0.1:${upstreamPorts[0]}`);
  swap('server atelier-2:3000', `server 127.0.0.1:${upstreamPorts[1]}`);
  swap(/listen 80;/, `listen 127.0.0.1:${port};`);
  swap(
    'server_tokens off;',
    `server_tokens off;\n  log_format deploy '$request_method $uri $status $upstream_addr $upstream_status';\n  access_log ${log} deploy;`,
  );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const globals = `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`;
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`, '-g', globals], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', globals], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`nginx did not answer on ${url}:\n${fs.readFileSync(`${dir}/error.log`, 'utf8').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    accessLog: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    errorLog: (lines = 20) => {
      const file = path.join(dir, 'error.log');
      if (!fs.existsSync(file)) return '';
      // A refused connection to an instance that is down is expected, and retried on the other.
      const telling = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l && !/Connection refused|temporarily disabled/.test(l));
      return telling.slice(-lines).join('\n');
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
      if (process.env.KEEP_NGINX_LOGS) fs.cpSync(dir, process.env.KEEP_NGINX_LOGS, { recursive: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
