import { chromium } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config.ts'
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
const [, , path, w, h, name] = process.argv
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } })
await page.goto(`http://127.0.0.1:4178/kafka-digest/${path}`)
await page.waitForLoadState('networkidle')
await page.screenshot({ path: `/tmp/${name}.png` })
await browser.close()
