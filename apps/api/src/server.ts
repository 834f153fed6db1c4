import { loadConfig } from './config.ts';
import { startServer } from './start.ts';

startServer(loadConfig()).catch((err) => {
  console.error(err);
  process.exit(1);
});
