// Imported first by the server's entry points, before any module can use libuv's pool (thread-pool.ts).
import { sizeThreadPool } from './thread-pool.ts';

sizeThreadPool();
