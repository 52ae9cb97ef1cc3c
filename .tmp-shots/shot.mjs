import { chromium } from "@playwright/test"
const [,, path, width, height, out, js] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' })
const p = await b.newPage({ viewport: { width: +width, height: +height }, javaScriptEnabled: js !== 'nojs' })
await p.route(/127\.0\.0\.1:8790/, async (r) => r.fulfill({ response: await r.fetch({ url: r.request().url().replace('8790', '8852') }) }))
await p.goto('http://localhost:8851' + path, { waitUntil: 'load' })
await p.waitForTimeout(500)
const info = await p.evaluate(() => {
  const h = document.querySelector('header')?.getBoundingClientRect()
  const img = document.querySelector('.strip img')?.getBoundingClientRect()
  return { headerBottom: h?.bottom, firstImgTop: img?.top, imgW: img?.width, imgH: img?.height }
})
console.log(JSON.stringify(info))
await p.screenshot({ path: out })
await b.close()
