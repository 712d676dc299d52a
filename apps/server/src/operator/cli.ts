// `npm run admin -- <command> [--key value ...]`: runs one operator command on the running server
// (the operator API, `routes.ts`) and prints its answer as JSON. `npm run admin -- help` lists them.
// A value written `@path` is that file's text (`--centre @terms-fr.md`).
// The server is found at OPERATOR_URL, else http://127.0.0.1:$PORT (3000); the token is
// OPERATOR_TOKEN, else the file the server keeps in $DATA_DIR (./data)/operator.token.
// Each command is written down in the server's operator audit under OPERATOR_NAME, else the
// name of the OS user running this (the token is shared: the name says who used it).
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseCommandLine, withFileValues } from './command-line.ts';
import { OPERATOR_NAME_HEADER } from './operator-name.ts';
import { OPERATOR_TOKEN_FILE } from './operator-token.ts';

function readOperatorName(): string {
  if (process.env.OPERATOR_NAME?.trim()) return process.env.OPERATOR_NAME.trim();
  try {
    return userInfo().username;
  } catch {
    // A user id with no name (some containers): the server records it as unnamed.
    return '';
  }
}

function readToken(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  const file = join(process.env.DATA_DIR || './data', OPERATOR_TOKEN_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`No operator token: set OPERATOR_TOKEN or start the server once so it writes ${file}.`);
  }
}

async function main(): Promise<void> {
  const parsed = parseCommandLine(process.argv.slice(2));
  const { command } = parsed;
  const input = withFileValues(parsed.input, (path) => readFileSync(path, 'utf8'));
  const base = (process.env.OPERATOR_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(
    /\/$/,
    '',
  );
  const headers = {
    authorization: `Bearer ${readToken()}`,
    'content-type': 'application/json',
    [OPERATOR_NAME_HEADER]: encodeURIComponent(readOperatorName()),
  };
  const response =
    command === 'help'
      ? await fetch(`${base}/operator-api/commands`, { headers: { authorization: headers.authorization } })
      : await fetch(`${base}/operator-api/commands/${encodeURIComponent(command)}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(input),
        });
  const body = await response.json().catch(() => null);
  if (command === 'help' && response.ok && Array.isArray(body)) {
    for (const entry of body as { name: string; summary: string }[])
      console.log(`${entry.name.padEnd(28)} ${entry.summary}`);
    return;
  }
  console.log(JSON.stringify(body, null, 2));
  if (!response.ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
