// Runs before the first paint: bundled into one inline script of index.html's <head> by
// scripts/lib/vite-inline-first-paint.ts (the CSP allows it by its hash). Keep it small: it
// delays the first paint by its own parse and run time.
import { bootFirstScreen } from './first-screen-boot'

bootFirstScreen(window)
