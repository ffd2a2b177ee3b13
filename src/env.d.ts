/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public address, given at build time (`SITE_URL=https://… npm run build`). */
  readonly SITE_URL?: string
}
