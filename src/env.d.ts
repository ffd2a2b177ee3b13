/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public address, given at build time (`SITE_URL=https://… npm run build`). */
  readonly SITE_URL?: string
}

// OpenCC's character table, as the package exports it (opencc-js/dict/*): "繁 简|…".
declare module 'opencc-js/dict/TSCharacters' {
  const dict: string
  export default dict
}
