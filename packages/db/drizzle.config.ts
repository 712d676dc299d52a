import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/all.ts',
  out: './migrations',
  strict: true,
});
