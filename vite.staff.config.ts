import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';

/**
 * The staff console (docs/staff.md): a build of its own, into dist/staff (scripts/vite-staff-console.ts
 * runs it after the members' build), served under /staff. Apart
 * from the members' build so that nothing of it can land in a member's chunks, and left out of the
 * service worker's precache (vite.config.ts), so no member's device downloads it.
 */
export default defineConfig({
  root: 'src/staff',
  base: '/staff/',
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    outDir: '../../dist/staff',
    emptyOutDir: true,
    sourcemap: true,
  },
});
