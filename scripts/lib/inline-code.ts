/**
 * The text of every inline `<style>` and `<script>` element of an HTML page: the stylesheet and
 * the boot script that index.html carries (scripts/lib/vite-inline-first-paint.ts). The first-load
 * budget test and `npm run bench` count them as JS and CSS.
 */
export function inlineCode(html: string): string[] {
  return [...html.matchAll(/<(style|script)>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!)
}
