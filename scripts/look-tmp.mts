import { chromium } from 'playwright-core'
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
})
const urls = process.argv.slice(2)
for (const [i, u] of urls.entries()) {
  const p = await b.newPage({ viewport: { width: 1200, height: 900 } })
  const logs: string[] = []
  p.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
  p.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
  await p.goto(u)
  await p.waitForTimeout(1500)
  console.log(u, '->', p.url(), '|', await p.title())
  for (const l of logs) console.log('   ', l.slice(0, 300))
  await p.screenshot({ path: `/tmp/shot-${i}.png` })
  await p.close()
}
await b.close()
