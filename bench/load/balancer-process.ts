/**
 * The loopback balancer of `bench/load` in a process of its own (`node --import tsx`), so that
 * neither it nor the load generator shares a thread with the other: the same module as the
 * several-instance test's. Arguments: the instances' addresses; BALANCER_PORT its port. Prints `{"base": ...}` once
 * listening and closes on SIGTERM.
 */
import { startBalancer } from '../../apps/server/src/test/round-robin-balancer.ts';

const balancer = await startBalancer(process.argv.slice(2), { port: Number(process.env.BALANCER_PORT ?? 0) });
console.log(JSON.stringify({ base: balancer.base }));
process.once('SIGTERM', async () => {
  await balancer.close();
  process.exit(0);
});
