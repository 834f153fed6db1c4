import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { passwordHasher } from '../../plumbing/session/passwords.ts';
import { ensureAdmin } from './accounts.ts';

const USAGE = `Usage: npm run admin:create -- --email owner@example.com [--password <password>] [--first-name Ada] [--last-name Lovelace]

Makes the account the shop's owner when it has none, else a member of staff with the Admin role
(creating the account when needed), on the configured database: DATABASE_URL,
or the embedded one in DATA_DIR. Without --password a new account gets a generated password,
printed once; an existing account keeps its password unless --password is given.`;

/** npm run admin:create: the store owner's way in to /admin (issue 6). */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), poolMax: 2 });
  try {
    await migrateDatabase(database, config.databaseUrl);
    const done = await ensureAdmin(database.db, passwordHasher(config.argon2), {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      now: new Date(),
    });
    console.log(done.created ? `Created the admin ${done.email}.` : `${done.email} is now an admin.`);
    console.log(done.owner ? 'They are the shop owner (it had none).' : 'They have the Admin role (the shop already has its owner).');
    if (done.generatedPassword) {
      console.log(`Password (shown once, keep it somewhere safe): ${done.generatedPassword}`);
    }
    console.log('Sign in on the store, then open /admin.');
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const issues = (err as { issues?: Array<{ message: string }> }).issues;
  console.error(issues ? `Invalid email: ${issues[0]?.message}` : err instanceof Error ? err.message : err);
  process.exit(1);
});
