import { parseArgs } from 'node:util';
import { openDatabase } from '@shortlist/db/client';
import { type AppModule, buildApp } from './app.ts';
import { createJobRunner, scheduleRecurringJobs } from './background-jobs.ts';
import { ConfigError, loadConfig, paymentsStartMessage } from './platform/config.ts';
import type { Loop } from './platform/loop.ts';
import { startMailSender } from './platform/mail/sender.ts';
import { prepareDatabase } from './prepare-database.ts';
import { copyDemoScreeners } from './user-api/film-video/copy-demo-screeners.ts';

const MODULES: AppModule[] = ['user-api', 'order-api'];

function parseOnly(argv: string[]): AppModule | undefined {
  const { values } = parseArgs({ args: argv, options: { only: { type: 'string' } }, strict: true });
  if (values.only === undefined) return undefined;
  if (!(MODULES as string[]).includes(values.only)) {
    throw new ConfigError(`--only must be one of ${MODULES.join(', ')} (got "${values.only}")`);
  }
  return values.only as AppModule;
}

async function main(): Promise<void> {
  const started = Number(process.env.SHORTLIST_START_TIME) || Date.now();
  const only = parseOnly(process.argv.slice(2));
  const config = loadConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgDir },
  );
  const loops: Loop[] = [];
  let closing = false;
  try {
    const { seeded, hashedPasswords } = await prepareDatabase(database, {
      now: new Date(),
      demo: config.seedDemo,
    });
    const app = await buildApp({ config, database, ...(only ? { only } : {}) });
    // The demo entries' screener and subtitles, into media storage when it lacks them (issue 31).
    const demoScreeners = config.seedDemo
      ? await copyDemoScreeners(database.db, { storage: app.ctx.storage })
      : 0;
    const onError = (error: unknown) => app.log.error({ err: error }, 'background loop failed');

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: shutting down`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      try {
        await app.close();
        await Promise.all(loops.map((loop) => loop.stop()));
      } finally {
        // Releases the PGlite lock file, so the next start finds the data folder free.
        await database.close();
      }
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });

    const payments = paymentsStartMessage(config);
    if (payments.warning) app.log.warn(payments.warning);
    if (config.cluster && !config.metricsToken) {
      // Not refused (a cluster without metrics still serves), but said: docs/operations.md "/metrics".
      app.log.warn('METRICS_TOKEN is not set: no /metrics, so the instances of this cluster are not watched');
    }
    if (!config.smtpUrl && config.isProduction) {
      app.log.warn('SMTP_URL is not set: emails are kept in the outbox and not sent');
    }
    // The outbox is a queue of its own (claimed with SKIP LOCKED, leased, retried with backoff per
    // row), so its sender polls it directly rather than through a job per email or per tick
    // (docs/architecture.md, "Background work").
    if (config.smtpUrl) {
      loops.push(
        startMailSender({
          db: database.db,
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          onError,
          log: app.log,
        }),
      );
    }
    // Every job kind and recurring job is declared in background-jobs.ts (expiries, payment-link timeouts...).
    const jobOptions = {
      db: database.db,
      publicUrl: config.publicUrl,
      paymentProvider: config.paymentProvider,
      mollie: config.mollie,
      only,
      uploadsDir: config.uploadsDir,
      uploads: app.ctx.uploads,
      storage: app.ctx.storage,
      videoImportAllowPrivate: config.videoImportAllowPrivate,
      videoImportLimits: { deadlineMs: config.videoImportHours * 3_600_000 },
      log: app.log,
      metrics: app.ctx.metrics,
    };
    await scheduleRecurringJobs(jobOptions);
    loops.push(createJobRunner(jobOptions).start({ onError }));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const what = only ? ` (${only} only)` : '';
    const data = database.kind === 'pglite' ? `PGlite in ${config.pgDir}` : 'PostgreSQL';
    console.log(`Shortlist is running on ${config.publicUrl}${what}, started in ${seconds} s`);
    console.log(`  links in emails open ${config.publicUrl} (PUBLIC_URL)`);
    console.log(
      `  database: ${data}${seeded.dictionaries ? ', dictionaries loaded' : ''}${seeded.demo ? ', demo catalogue loaded' : ''}${seeded.demoFilms ? ', demo films loaded' : ''}${seeded.demoContent ? ', demo content pages loaded' : ''}${seeded.demoHelp ? ', demo help centre loaded' : ''}${seeded.demoFestivalSide ? ', demo festival side loaded' : ''}${demoScreeners ? `, ${demoScreeners} demo screener ${demoScreeners === 1 ? 'file' : 'files'} copied` : ''}${hashedPasswords ? `, ${hashedPasswords} section passwords hashed` : ''}`,
    );
    console.log(
      `  API docs: ${config.publicUrl}/api/docs${config.devMailbox && !only ? `, mailbox: ${config.publicUrl}/dev/mailbox` : ''}`,
    );
    console.log(`  ${payments.line}`);
    // The sandbox in production (a staging server): said last and on standard error too, so it is
    // the one thing nobody misses in the start output.
    if (payments.warning) console.error(payments.warning);
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
    const detail =
      error instanceof Error ? (verbose ? (error.stack ?? error.message) : error.message) : String(error);
    console.error(
      `Shortlist could not start: ${detail}${verbose ? '' : '\n(LOG_LEVEL=debug shows the stack trace)'}`,
    );
  }
  process.exit(1);
});
