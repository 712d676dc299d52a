import { ConfigError } from './config-error.ts';

type ClusterEnv = {
  CLUSTER: boolean;
  DATABASE_URL?: string | undefined;
  MEDIA_STORAGE?: string | undefined;
  MEDIA_URL_SECRET?: string | undefined;
  VIDEO_SECRET_KEY?: string | undefined;
  OPERATOR_TOKEN?: string | undefined;
  RATE_LIMIT_STORE?: string | undefined;
};

/**
 * With CLUSTER=on (several instances behind a balancer, issue 35) the start refuses every setting
 * that silently works for one instance and breaks the second: PGlite (one process's folder),
 * media on the local disk (one machine's files), and the secrets each instance would otherwise
 * make up for itself (a playback link signed by one is refused by the other; a Vimeo password
 * encrypted by one is unreadable by the other; the operator command reaches one). Each problem
 * names its variable.
 */
export function checkCluster(e: ClusterEnv): void {
  if (!e.CLUSTER) return;
  const problems: string[] = [];
  if (!e.DATABASE_URL) {
    problems.push('  DATABASE_URL: required with CLUSTER=on (the embedded PGlite serves one process only)');
  }
  if (e.MEDIA_STORAGE !== 's3') {
    problems.push(
      "  MEDIA_STORAGE: must be s3 with CLUSTER=on (local media would live on one instance's disk)",
    );
  }
  if (e.RATE_LIMIT_STORE === 'memory') {
    problems.push(
      '  RATE_LIMIT_STORE=memory: refused with CLUSTER=on (each instance would allow the whole limit); unset it or set database',
    );
  }
  const secrets: Array<[keyof ClusterEnv, string]> = [
    ['MEDIA_URL_SECRET', 'each instance would sign playback links with a random secret of its own'],
    [
      'VIDEO_SECRET_KEY',
      "each instance would keep its own key in its DATA_DIR, unable to read the others' Vimeo passwords",
    ],
    ['OPERATOR_TOKEN', 'each instance would keep its own token in its DATA_DIR'],
  ];
  for (const [name, why] of secrets) {
    if (!e[name]) problems.push(`  ${name}: required with CLUSTER=on (${why})`);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
