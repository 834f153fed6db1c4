import { loadConfig, withDataDirSecret } from './config.ts';
import { startServer } from './start.ts';

startServer(loadConfig(withDataDirSecret())).catch((err) => {
  console.error(err);
  process.exit(1);
});
