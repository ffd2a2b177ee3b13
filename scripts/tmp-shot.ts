import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config.ts'
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const [, , ...targets] = process.argv
for (const t of targets) {
  const [path, w, name] = t.split('|')
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } })
  await page.goto(`http://127.0.0.1:4178/kafka-digest/${path}`)
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true })
  await page.close()
}
await browser.close()
