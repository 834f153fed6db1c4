import fs from 'node:fs';
import {
  BASE_PORT,
  createDatabase,
  ensureWebBuild,
  startInstance,
  stopInstance,
  tempDataDir,
  waitReady,
  type Instance,
  type ScaleDatabase,
} from './cluster.ts';
import { startProxy, type Proxy } from './proxy.ts';

/** Two instances of the shop on one new database, behind the proxy on BASE_PORT: the races' stage. */
export interface Pair {
  db: ScaleDatabase;
  a: Instance;
  b: Instance;
  proxy: Proxy;
  close(): Promise<void>;
}

/** Starts the pair (both at once: they take turns migrating, one seeds); `env` is both instances'. */
export async function startPair(env: Record<string, string>): Promise<Pair> {
  ensureWebBuild();
  const db = await createDatabase();
  const dataDirs: string[] = [];
  const instance = (name: string, port: number) => {
    const dataDir = tempDataDir(name);
    dataDirs.push(dataDir);
    return startInstance({ name, port, databaseUrl: db.url, publicUrl: `http://127.0.0.1:${BASE_PORT}`, dataDir, env });
  };
  const a = instance('A', BASE_PORT + 1);
  const b = instance('B', BASE_PORT + 2);
  await Promise.all([waitReady(a), waitReady(b)]);
  const proxy = await startProxy(BASE_PORT, [
    { name: 'A', port: a.port },
    { name: 'B', port: b.port },
  ]);
  return {
    db,
    a,
    b,
    proxy,
    async close() {
      await proxy.close();
      await Promise.all([stopInstance(a), stopInstance(b)]);
      await db.drop();
      for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}
