import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The operator's side of the journeys: `npm run admin -- <command> ...` run as the operator would,
// against this e2e server. Its DATA_DIR holds the operator token, so the command finds it there
// (OPERATOR_TOKEN emptied so a token of the shell's is never used instead).

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** `npm run admin -- <args>` on the e2e server, its JSON answer parsed. */
export async function operatorCommand<T>(args: string[]): Promise<T> {
  const port = process.env.E2E_PORT ?? '3100';
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: {
      ...process.env,
      OPERATOR_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      OPERATOR_TOKEN: '',
    },
  });
  return JSON.parse(stdout) as T;
}
